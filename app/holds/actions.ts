'use server';

import { z } from 'zod';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { startCardAuthorisation } from '@/lib/holds/card-authorisation';
import { stripeFromEnv } from '@/lib/house/card-processor';
import { claimRequestSchema, holdRequestSchema } from '@/lib/holds/hold-request-schema';
import { CARD_START, HOLD_REQUEST_START } from '@/lib/holds/hold-state';
import { holdMessageSchema, sendHoldMessage, tellOfMessage } from '@/lib/holds/hold-messages';
import { requestClaim } from '@/lib/holds/request-claim';
import { moveOwnLine, releaseRequest } from '@/lib/holds/customer-moves';
import { requestHold, type Requester } from '@/lib/holds/request-hold';
import { AppError } from '@/lib/errors/app-error';
import { customerOf } from '@/lib/house/customer-key';
import { actorOf } from '@/lib/identity/audit-actor';
import { acceptRentalAgreement } from '@/lib/customers/customer-paperwork';
import { accountOf, type Viewer } from '@/lib/identity/viewer';
import { typedLine } from '@/lib/text/typed-text';
import { isCalendarDay, longDay } from '@/lib/text/calendar-day';
import { houseToday } from '@/lib/house/clock';
import { askExtension } from '@/lib/orders/order-extensions';
import { personName } from '@/lib/vendor-users/person-name';
import { tenant } from '@/lib/tenant';

/**
 * A customer's side of holds (issue 12 §2, §5): send a set list as a request, release a line. An
 * account is needed (a guest is asked to sign up first and keeps the list); the request and line
 * are the person's own, never an id's owner taken from the form.
 */
const requesterOf = (viewer: Viewer): Requester => {
  const account = accountOf(viewer);
  return { ...customerOf(account), isAuthorized: account.vendorUser.isAuthorized };
};

/** "I accept the rental agreement", ticked beside the request while the customer has not accepted it yet (decision 95). */
const requestWithAgreementSchema = holdRequestSchema.safeExtend({ acceptAgreement: z.literal('yes').optional() });

export const requestHoldAction = formAction(
  { access: 'customer', schema: requestWithAgreementSchema, start: HOLD_REQUEST_START },
  async ({ acceptAgreement, ...input }, { viewer }) => {
    const db = await getDb();
    const requester = requesterOf(viewer);
    const sent = await requestHold(db, requester, input, tenant);
    if (!sent.ok) return { error: sent.error };
    if (acceptAgreement) {
      const accepted = await acceptRentalAgreement(db, requester, actorOf(viewer), 'online');
      if (!accepted.ok) return { error: accepted.error };
    }
    return {
      message: `Your ${tenant.request.type} request is with our team. Nothing is on ${tenant.request.type.toLowerCase()} until we confirm each prop.`,
      data: { requestId: sent.data.requestId },
      navigation: { method: 'push', href: '/holds' },
    };
  },
);

/** Claiming a free prop (issue 12 §8) from its page. */
export const requestClaimAction = formAction({ access: 'customer', schema: claimRequestSchema, start: HOLD_REQUEST_START }, async (input, { viewer }) => {
  const db = await getDb();
  const sent = await requestClaim(db, requesterOf(viewer), input, tenant);
  if (!sent.ok) return { error: sent.error };
  return {
    message: 'Your claim is with our team. Nothing is kept for you until we confirm it by email.',
    data: { requestId: sent.data.requestId },
    navigation: { method: 'push', href: '/holds' },
  };
});

/** A message to the house in one of the customer's own requests (issue 12 §5). */
export const sendMessageAction = formAction({ access: 'customer', schema: holdMessageSchema, start: FORM_START }, async (input, { viewer }) => {
  const { vendorUser } = accountOf(viewer);
  const db = await getDb();
  const name = personName(vendorUser);
  const sent = await sendHoldMessage(db, input, { staff: false, name, owner: customerOf(viewer) });
  if (!sent.ok) return { error: sent.error };
  await tellOfMessage(db, sent.data.messageId, tenant);
  return { message: 'Sent. We answer here and by email.' };
});

/** The customer authorises a card for their order on Stripe's own page (issue 12 §7). */
export const authoriseCardAction = formAction(
  { access: 'customer', schema: z.object({ requestId: typedLine('the request').min(1).max(100) }), start: CARD_START },
  async ({ requestId }, { viewer }) => {
    const stripe = stripeFromEnv();
    if (!stripe) return { error: new AppError('unavailable', 'Card authorisation online is not set up: please send us the card authorisation form.') };
    const started = await startCardAuthorisation(await getDb(), requesterOf(viewer), requestId, tenant, stripe);
    if (!started.ok) return { error: started.error };
    // Without JavaScript the action itself redirects there (lib/entry-points/form-action.ts).
    return { message: 'Taking you to Stripe to authorise your card…', data: { url: started.data.url }, navigation: { method: 'push', href: started.data.url } };
  },
);

const customerMoveSchema = z.union([
  z.object({ event: z.enum(['release', 'cancel']), lineId: typedLine('the line').min(1).max(100) }),
  z.object({ event: z.literal('release'), requestId: typedLine('the request').min(1).max(100) }),
]);

const MOVED = { release: 'Released. The prop is free for others again.', cancel: 'Cancelled. The prop is free for others again.' } as const;

/**
 * The customer releases a line on hold (or every open line of a request), or cancels a confirmed
 * one under the house's fee rule (issue 12 §3, §5). Only their own; lib/holds gives the units freed
 * at once to a second hold waiting behind them (issue 25 §5).
 */
export const customerMoveAction = formAction({ access: 'customer', schema: customerMoveSchema, start: FORM_START }, async (input, { viewer }) => {
  const db = await getDb();
  const owner = customerOf(accountOf(viewer));
  const moved = 'lineId' in input ? await moveOwnLine(db, tenant, owner, input.lineId, input.event) : await releaseRequest(db, tenant, owner, input.requestId);
  if (!moved.ok) return { error: moved.error };
  return { message: MOVED[input.event] };
});

/** "Ask to extend" (issue 26 §5): the customer asks to keep their order's props until a later day; staff answer. */
export const askExtensionAction = formAction(
  {
    access: 'customer',
    schema: z.object({
      requestId: typedLine('the request').min(1).max(100),
      toReturnOn: z.string().trim().refine(isCalendarDay, 'Choose the new return day.'),
    }),
    start: FORM_START,
  },
  async ({ requestId, toReturnOn }, { viewer }) => {
    const owner = customerOf(accountOf(viewer));
    const asked = await askExtension(await getDb(), owner, requestId, toReturnOn, tenant, { today: houseToday(tenant.vendor.timezone) });
    if (!asked.ok) return { error: asked.error };
    return { message: `Asked to keep them until ${longDay(toReturnOn, tenant.locale)}. We answer here soon.` };
  },
);
