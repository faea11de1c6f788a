import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { itemBlocks, items } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { addDays, longDay, type CalendarDay } from '@/lib/text/calendar-day';
import { askedRange, dailyUnitsAway } from '@/lib/availability/availability';
import { firstDayWithoutRoom } from './block-room';
import { isOverbookingRefused } from '@/lib/availability/overbooking-refused';
import type { AddItemBlockInput } from './item-block-schema';

/** How far ahead a block may reach: a prop gone for longer has its quantity lowered in the catalogue instead. */
export const MAX_BLOCK_AHEAD_DAYS = 730;

/** The words of a block that does not fit, naming the first day it does not. */
export function noRoomMessage(short: { day: CalendarDay; free: number }, quantity: number, units: number, locale: string): string {
  return `Only ${short.free} of ${quantity} free on ${longDay(short.day, locale)}: a block of ${units} does not fit. Nothing was blocked.`;
}

/**
 * Staff take units of a prop off the shelf for some days (issue 13 §5): in repair, lost, or for
 * another reason. Never a double-booking: in one transaction the prop's row is locked first (as
 * `moveLine` does before a line starts blocking, so blocks and holds of one prop are decided one
 * after another), then each day's units away — blocking lines and blocks, counted as availability
 * counts them — are read; if any day has fewer free units than the block asks, it is refused with
 * that day named and nothing is written. The block and its audit row are written together.
 */
export async function addItemBlock(
  db: Db,
  vendorId: string,
  input: AddItemBlockInput,
  actor: Actor,
  { today, locale, now = new Date() }: { today: CalendarDay; locale: string; now?: Date },
): Promise<Result<{ blockId: string }>> {
  if (input.from < today)
    return { ok: false, error: new AppError('invalid', 'A block starts today or later.', { fieldErrors: { from: 'Choose today or a later day.' } }) };
  if (input.to > addDays(today, MAX_BLOCK_AHEAD_DAYS))
    return {
      ok: false,
      error: new AppError('invalid', 'A block reaches two years ahead at most; lower the quantity in the catalogue instead.', {
        fieldErrors: { to: 'Choose a day within two years.' },
      }),
    };
  try {
    const blockId = await db.transaction(async (tx) => {
      const [item] = await tx
        .select({ quantity: items.quantity, title: items.title })
        .from(items)
        .where(and(eq(items.id, input.itemId), eq(items.vendorId, vendorId)))
        .for('update');
      if (!item) throw new AppError('notFound', 'We could not find that prop.');
      const range = askedRange(input.from, input.to);
      const short = firstDayWithoutRoom(await dailyUnitsAway(tx, input.itemId, range), item.quantity, input.quantity, input.from, input.to);
      if (short) throw new AppError('conflict', noRoomMessage(short, item.quantity, input.quantity, locale), { reason: 'UNAVAILABLE' });
      const id = randomUUID();
      await tx
        .insert(itemBlocks)
        .values({ id, itemId: input.itemId, quantity: input.quantity, period: range, reason: input.reason, note: input.note, createdAt: now });
      await recordAudit(
        tx,
        {
          vendorId,
          actor,
          subjectType: 'item',
          subjectId: input.itemId,
          action: 'block',
          before: {},
          after: { blockId: id, title: item.title, quantity: input.quantity, from: input.from, to: input.to, reason: input.reason, note: input.note },
        },
        now,
      );
      return id;
    });
    return { ok: true, data: { blockId } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    // The database's own refusal (decision 130), should a write slip past the count above.
    if (isOverbookingRefused(error))
      return {
        ok: false,
        error: new AppError('conflict', `A block of ${input.quantity} does not fit on those days. Nothing was blocked.`, { reason: 'UNAVAILABLE' }),
      };
    throw error;
  }
}
