'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { houseToday } from '@/lib/house/clock';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START, formStart } from '@/lib/forms/form-state';
import { recordPaperCardForm } from '@/lib/holds/card-authorisation';
import { holdMessageSchema, sendHoldMessage, tellOfMessage } from '@/lib/holds/hold-messages';
import { CORRECT_RETURN_FORM, MOVE_LINE_FORM } from '@/lib/holds/staff-line-forms';
import { BULK_EVENTS, staffMoveLines, staffMoveRequests } from '@/lib/holds/bulk-moves';
import { staffMoveLine } from '@/lib/holds/staff-move-line';
import { correctReturn } from '@/lib/holds/correct-return';
import { RETURN_PHOTOS_FORM } from '@/lib/holds/return-photo-form';
import { addReturnPhotos } from '@/lib/holds/return-photos';
import { AppError } from '@/lib/errors/app-error';
import { fileStore } from '@/lib/storage/app-file-store';
import type { ReturnedPart } from '@/lib/holds/move-line';
import { answerExtension } from '@/lib/orders/order-extensions';
import { tenant } from '@/lib/tenant';
import { longDay } from '@/lib/text/calendar-day';
import { typedLine } from '@/lib/text/typed-text';
import { moveBookedTimesSchema } from '@/lib/booked-times/booked-time-field';
import { moveBookedTimes } from '@/lib/booked-times/move-booked-times';

const TYPE = tenant.request.type.toLowerCase();
const BULK_START = formStart<{ results: string[] }>({ results: [] });
const QUEUE_BULK_START = formStart<{ results: { name: string; words: string[] }[] }>({ results: [] });

/**
 * Issue 36 §2: every page of the staff area drawn again from the database with the answer of a move,
 * in the same round trip (with JavaScript the action's answer carries the fresh page; without it the
 * page rendered after the post is read after the move). The request page never shows a line as it
 * was before the move beside the words that say it moved.
 */
const drawAfresh = () => revalidatePath('/staff', 'layout');
const DONE = {
  accept: `Accepted: the prop is on ${TYPE}.`,
  queue: `Marked second ${TYPE}.`,
  challenge: 'Challenged: the holder has their window to confirm.',
  confirm: 'Confirmed.',
  checkOut: 'Marked out.',
  checkIn: 'Marked returned.',
  collect: 'Marked collected: the props have left the house.',
  release: 'Released.',
  decline: 'Declined.',
  revive: `On ${TYPE} again.`,
} as const;

/** Staff answer a request line by line (issue 12 §6); the line's lifecycle and the database decide what may happen. */
export const moveLineAction = formAction(MOVE_LINE_FORM, async (move, { viewer }) => {
  const moved = await staffMoveLine(await getDb(), tenant, move, { audit: actorOf(viewer), today: houseToday(tenant.vendor.timezone) });
  drawAfresh();
  if (!moved.ok) return { error: moved.error };
  if (move.event === 'checkIn')
    return { message: returnedWords(move.missingUnits, move.damagedUnits, moved.data.blocks?.overbookedFrom ?? null, moved.data.part) };
  return { message: moved.data.orderNumber ? `Confirmed: order ${moved.data.orderNumber}.` : DONE[move.event] };
});

/** "Marked returned.", what the missing units mean for the calendar (decision 93), and where loss and damage are billed (decision 133). */
function returnedWords(missing: number, damaged: number, overbookedFrom: string | null, part?: ReturnedPart): string {
  const lost = missing > 0 ? ` ${missing} ${missing === 1 ? 'unit' : 'units'} missing: blocked as lost on the calendar until you end the block.` : '';
  const billed = missing + damaged > 0 ? ' Bill it with “Issue L&D invoice” on the request once every line is back.' : '';
  const over = overbookedFrom ? ` More is booked than the house has from ${longDay(overbookedFrom, tenant.locale)}: look at the calendar.` : '';
  const rest = part ? ` ${part.unitsBack} back; ${part.stillOut} still out on the line.` : '';
  return `${DONE.checkIn}${rest}${lost}${billed}${over}`;
}

/** The house answers in a request's thread, as the house (issue 12 §5). */
export const staffMessageAction = formAction({ access: 'staff', schema: holdMessageSchema, start: FORM_START }, async (input) => {
  const db = await getDb();
  const sent = await sendHoldMessage(db, input, { staff: true, name: tenant.vendor.displayName });
  if (!sent.ok) return { error: sent.error };
  await tellOfMessage(db, sent.data.messageId, tenant);
  return { message: 'Sent. The customer is told by email.' };
});

/** Staff received the customer's paper card authorisation form (issue 12 §7, without Stripe or beside it). */
export const paperCardFormAction = formAction(
  { access: 'staff', schema: z.object({ requestId: typedLine('the request').min(1).max(100) }), start: FORM_START },
  async ({ requestId }, { viewer }) => {
    const recorded = await recordPaperCardForm(await getDb(), requestId, tenant, actorOf(viewer));
    drawAfresh();
    return recorded.ok ? { message: 'Card form recorded: confirm the lines.' } : { error: recorded.error };
  },
);

/** Issue 25 §2: the lines chosen arrive as `line:0`, `line:1`, … (one field each), at most 50. */
const bulkSchema = z
  .looseObject({
    requestId: typedLine('the request').min(1).max(100),
    event: z.enum(BULK_EVENTS, { error: 'Choose what to do with the lines.' }),
    reason: typedLine('the reason').max(300, 'Keep the reason to 300 characters.').default(''),
    // Issue 36 §2: yes to "…: confirm anyway?" for "Confirm all".
    anyway: z
      .string()
      .optional()
      .transform((value) => value === '1'),
  })
  .transform(({ requestId, event, reason, anyway, ...rest }) => ({
    requestId,
    event,
    reason,
    anyway,
    lineIds: Object.entries(rest)
      .filter(([name, value]) => /^line:\d{1,2}$/.test(name) && typeof value === 'string' && value.length > 0 && value.length <= 100)
      .map(([, value]) => value as string),
  }));

/**
 * "Accept all that fit" and "Decline selected" (issue 25 §2), "Second hold for the rest" and "Confirm
 * all" (issue 36 §2): one result line per move, each still the database's to refuse.
 */
export const bulkMoveAction = formAction({ access: 'staff', schema: bulkSchema, start: BULK_START }, async (move, { viewer }) => {
  const moved = await staffMoveLines(await getDb(), tenant, move, { audit: actorOf(viewer), today: houseToday(tenant.vendor.timezone) });
  drawAfresh();
  if (!moved.ok) return { error: moved.error };
  const done = moved.data.results.filter((result) => result.ok).length;
  return { message: `${done} of ${moved.data.results.length} done.`, data: { results: moved.data.results.map((result) => result.words) } };
});

/** Issue 36 §2: the queue's ticked requests arrive as `request:0`, `request:1`, … (one field each), at most 50. */
const queueBulkSchema = z
  .looseObject({
    event: z.enum(['accept', 'queue', 'decline'], { error: 'Choose what to do with the requests ticked.' }),
    reason: typedLine('the reason').max(300, 'Keep the reason to 300 characters.').default(''),
  })
  .transform(({ event, reason, ...rest }) => ({
    event,
    reason,
    requestIds: Object.entries(rest)
      .filter(([name, value]) => /^request:\d{1,2}$/.test(name) && typeof value === 'string' && value.length > 0 && value.length <= 100)
      .map(([, value]) => value as string),
  }));

/**
 * The queue's table answers several requests at once (issue 36 §2): "Accept all that fit", "Second
 * hold" or "Decline" (one reason) on the lines not answered yet of each request ticked.
 */
export const queueBulkAction = formAction({ access: 'staff', schema: queueBulkSchema, start: QUEUE_BULK_START }, async (move, { viewer }) => {
  const moved = await staffMoveRequests(await getDb(), tenant, move, { audit: actorOf(viewer), today: houseToday(tenant.vendor.timezone) });
  drawAfresh();
  if (!moved.ok) return { error: moved.error };
  const done = moved.data.requests.filter((request) => request.ok).length;
  return {
    message: `${done} of ${moved.data.requests.length} ${moved.data.requests.length === 1 ? 'request' : 'requests'} answered.`,
    data: { results: moved.data.requests.map(({ name, words }) => ({ name, words })) },
  };
});

/** Staff accept or decline a customer's ask to keep an order longer (issue 26 §5); accepting moves the days only if they fit. */
export const answerExtensionAction = formAction(
  {
    access: 'staff',
    schema: z.object({
      extensionId: typedLine('the ask').min(1).max(100),
      answer: z.enum(['accept', 'decline']),
      reason: typedLine('the reason').max(300, 'Keep the reason to 300 characters.').default(''),
    }),
    start: FORM_START,
  },
  async ({ extensionId, answer, reason }, { viewer }) => {
    const answered = await answerExtension(await getDb(), tenant.vendor.id, extensionId, answer, tenant, { staff: actorOf(viewer), reason });
    if (!answered.ok) return { error: answered.error };
    return { message: answer === 'accept' ? `Extended: back by ${longDay(answered.data.toReturnOn, tenant.locale)}.` : 'Declined: the return day stays.' };
  },
);

/** Staff correct a returned line's condition, missing and damaged units and repair amount (issue 26 §4), until its L&D invoice stands. */
export const correctReturnAction = formAction(CORRECT_RETURN_FORM, async ({ lineId, ...fields }, { viewer }) => {
  const corrected = await correctReturn(await getDb(), tenant.vendor.id, lineId, fields, {
    staff: actorOf(viewer),
    today: houseToday(tenant.vendor.timezone),
  });
  return corrected.ok ? { message: 'Return corrected.' } : { error: corrected.error };
});

/** Staff add photos of a returned line's condition (issue 26 §4), stored as item photos are; each refused file named with its reason. */
export const returnPhotosAction = formAction(RETURN_PHOTOS_FORM, async ({ lineId, photos, counterOrder }, { viewer }) => {
  const answer = await addReturnPhotos(await getDb(), fileStore(), { vendorId: tenant.vendor.id, lineId, actor: actorOf(viewer), files: photos });
  if (!answer.ok) return { error: answer.error, data: { added: 0, refused: [] } };
  const { added, refused, requestId } = answer.data;
  const data = { added: added.length, refused };
  if (added.length === 0) {
    const message = refused.length === 1 ? refused[0]!.message : 'None of those files could be added: each one’s reason is below.';
    return { error: new AppError('invalid', message, { reason: 'refused', fieldErrors: { photos: message } }), data };
  }
  const what = added.length === 1 ? 'Photo added' : `${added.length} photos added`;
  const more = refused.length > 0 ? `; ${refused.length === 1 ? 'one file was' : `${refused.length} files were`} refused, as said below` : '';
  const href = counterOrder ? `/staff/check-in?order=${counterOrder}` : `/staff/holds?request=${encodeURIComponent(requestId)}`;
  return { message: `${what}${more}.`, data, navigation: { method: 'replace', href } };
});

/** Staff set or move a request's booked pick-up and return times (issue 38 §4), within the day's hours and the dock's capacity. */
export const moveBookedTimesAction = formAction({ access: 'staff', schema: moveBookedTimesSchema, start: FORM_START }, async (input, { viewer }) => {
  const moved = await moveBookedTimes(await getDb(), tenant.vendor.id, input, tenant, actorOf(viewer));
  drawAfresh();
  if (!moved.ok) return { error: moved.error };
  const at = (time: string | null) => (time ? `at ${time}` : 'any time');
  return { message: `Booked: pick-up ${at(moved.data.pickUpTime)}, return ${at(moved.data.returnTime)}.` };
});
