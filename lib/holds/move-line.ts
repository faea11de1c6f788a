import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { holdLines, holdRequests, items, productions } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';
import { isOnAccount } from '@/lib/productions/production-words';
import { AppError, type Result } from '@/lib/errors/app-error';
import { isOverbookingRefused } from '@/lib/availability/overbooking-refused';
import { unitsAway } from '@/lib/availability/availability';
import { recordAudit, type Actor as AuditActor } from '@/lib/audit/record-audit';
import { countUpdates } from './hold-updates';
import { returnProblem } from './check-in-schema';
import { keepReplacementValue } from './replacement-value';
import { keepReturnedUnitsAway, type ReturnBlocks } from './return-blocks';
import { openOrder } from '@/lib/orders/open-order';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { BLOCKING_STATES, transition, type Actor, type LineEvent, type LineState } from '@/lib/availability/hold-lifecycle';
import { refusedMoveWords } from './refusal-words';

/** A partial return (issue 26 §5): the returned line its units became, and how many stay out on the line. */
export type ReturnedPart = { returnedLineId: string; unitsBack: number; stillOut: number };

export const NO_LONGER_AVAILABLE = 'No longer available for those dates.';
/** Accept refused (issue 25 §2): the line never fit, so it is not "no longer" available. */
export const doesNotFit = (free: number, stock: number) => `Does not fit those days: ${free} of ${stock} free.`;
export const CARD_NEEDED = 'The card is not authorised yet: the customer authorises it from their request, or record the paper form first.';

/**
 * One line moved by one event (issue 12 §3, §4), in one transaction:
 * - the line is read and changed only from the state it was read in (a second move of the same
 *   line finds it moved and is refused);
 * - a move that starts blocking units (accept, promote) first locks the prop's row, so such moves
 *   of the same prop happen one after another, then counts the units away on each day of the
 *   line's period; a move that would pass the prop's quantity is refused with
 *   "No longer available for those dates." and nothing changes.
 * - a claim's line collected takes its units off the prop's quantity, under the same row lock.
 * A customer's move names the `owner`, whose request the line must be on; a staff member's names
 * them as `audit`, and the move's audit row is written with it. With `cardRequired` (a
 * house that takes cards), a Hold's line is confirmed only once its request's card is authorised,
 * unless the request's production is on account (issue 26 §1).
 * A check-in may bring back only some of the line's units (issue 26 §5, decision 136): the line is
 * split in the same transaction, under the prop's row lock, as described where it happens.
 * A check-in (issue 13 §6, decision 93) writes the `returned` condition note and missing units on
 * the line (more missing than went out is refused and nothing changes), and the damaged units and
 * their repair amount (issue 26 §4; damaged and missing together at most what went out), and keeps the units away
 * from the return day `returned.today`: the turnaround for those back sound, a repair block for those back
 * damaged (until staff mark them repaired, decision 144), a lost block for the rest.
 * Given a transaction, the move is a savepoint in it, so several moves commit or fail together
 * ("Release all", issue 25 §5).
 * This is the app refusing a double-booking: no two productions can both hold more units than
 * exist for overlapping days, however many staff press "accept" at once. Behind it the database
 * refuses any write that would (migration 0029, decision 130); should that refusal reach here, it
 * is answered as this check's own, never as a 500.
 */
export async function moveLine(
  db: Db | Tx,
  lineId: string,
  event: LineEvent,
  actor: Actor,
  {
    now = Date.now(),
    reason = '',
    owner,
    cardRequired = false,
    audit,
    returned,
    today,
    requestType = 'Hold',
  }: {
    /** The tenant's word for a hold ("Hold"), for the words of a refused move. */
    requestType?: string;
    now?: number;
    reason?: string;
    owner?: CustomerKey;
    cardRequired?: boolean;
    audit?: AuditActor;
    returned?: {
      conditionNote: string;
      missingUnits: number;
      damagedUnits?: number;
      repairCents?: number;
      /** Issue 26 §5: how many of the units out come back today (missing ones among them); absent is all. */
      unitsBack?: number;
      /** Issue 38 §2: the prop's replacement value typed at the counter, saved where the prop has none. */
      replacementValueCents?: number | null;
      today: CalendarDay;
      turnaroundDays: number;
    };
    /** The house's day: a check-out keeps it as the day the line really went out (issue 25 §4); an order made by a confirm is numbered in its year. */
    today?: CalendarDay;
  } = {},
): Promise<Result<{ lineId: string; from: LineState; to: LineState; blocks?: ReturnBlocks; orderNumber?: string; part?: ReturnedPart }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          line: holdLines,
          kind: holdRequests.kind,
          vendorId: holdRequests.vendorId,
          uid: holdRequests.uid,
          production: holdRequests.production,
          cardAuthorisedAt: holdRequests.cardAuthorisedAt,
          terms: productions.terms,
        })
        .from(holdLines)
        .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
        .leftJoin(productions, eq(productions.id, holdRequests.productionId))
        .where(eq(holdLines.id, lineId));
      // A customer moves only their own lines; another's answers exactly like none.
      if (!found || (owner && (found.vendorId !== owner.vendorId || found.uid !== owner.uid))) throw new AppError('notFound', 'We could not find that line.');
      const { line } = found;
      const from = line.state as LineState;
      const next = transition(from, event, actor, found.kind);
      if (!next.ok)
        // Issue 36 §2: "Already a second hold", never "That line is secondHold and cannot be queueed now".
        throw new AppError(next.reason === 'notYours' ? 'refused' : 'conflict', refusedMoveWords(from, event, requestType, next.reason), {
          reason: next.reason,
        });
      // An order needs the card authorised first, where the house takes cards (issue 12 §7); a production on account needs none (issue 26 §1).
      if (cardRequired && event === 'confirm' && found.kind === 'hold' && !found.cardAuthorisedAt && !isOnAccount(found.terms))
        throw new AppError('conflict', CARD_NEEDED, { reason: 'CARD_NEEDED' });
      const counter =
        event === 'checkIn'
          ? {
              ...(returned ?? { conditionNote: '', missingUnits: 0, today: null, turnaroundDays: 0 }),
              damagedUnits: returned?.damagedUnits ?? 0,
              repairCents: returned?.repairCents ?? 0,
              unitsBack: returned?.unitsBack,
              replacementValueCents: returned?.replacementValueCents ?? null,
            }
          : null;
      const startsBlocking = BLOCKING_STATES.includes(next.to) && !BLOCKING_STATES.includes(from);
      const stopsBlocking = BLOCKING_STATES.includes(from) && !BLOCKING_STATES.includes(next.to);
      let item: { quantity: number; replacementValueCents: number | null } | undefined;
      if (startsBlocking || stopsBlocking) {
        // The prop's row first, then the line: the order the fully-booked-days trigger (migration 0015) locks in too.
        [item] = await tx
          .select({ quantity: items.quantity, replacementValueCents: items.replacementValueCents })
          .from(items)
          .where(eq(items.id, line.itemId))
          .for('update');
        const away = startsBlocking && item ? await unitsAway(tx, line.itemId, line.period, line.id) : 0;
        if (startsBlocking && (!item || away + line.quantity > item.quantity))
          // A line that holds nothing yet (accepted, a rush confirmed, an ended one held again) is told how many are free, not "no longer".
          throw new AppError(
            'conflict',
            found.kind === 'hold' && event !== 'promote' && item ? doesNotFit(Math.max(0, item.quantity - away), item.quantity) : NO_LONGER_AVAILABLE,
            {
              reason: 'UNAVAILABLE',
            },
          );
      }
      // At the counter the line is read again under the prop's lock (a part of it may have come back
      // meanwhile, issue 26 §5), and what staff typed is counted against the units out now.
      let split: { out: number; back: number; period: string; outOn: string | null } | null = null;
      let outNow = line.quantity;
      if (counter) {
        const [fresh] = await tx.select().from(holdLines).where(eq(holdLines.id, lineId)).for('update');
        if (!fresh || fresh.state !== from) throw new AppError('conflict', 'That line changed while you were deciding; look again.', { reason: 'RACED' });
        const out = fresh.quantity;
        outNow = out;
        const back = counter.unitsBack ?? out;
        const problem = returnProblem(out, counter, Boolean(item?.replacementValueCents));
        if (problem) throw new AppError('invalid', problem.words, { fieldErrors: { [problem.field]: problem.words } });
        if (back < out) split = { out, back, period: fresh.period, outOn: fresh.outOn };
      }
      const at = new Date(now);
      // Issue 26 §5: fewer back than are out. The rest stay out on this line, fewer units on the same
      // days (which the overbooking trigger never refuses: nothing is added on any day), and the units
      // back today become a returned line of their own, written returned (so no trigger counts it), with
      // the same request, days, agreed period and day out, so each part is billed for its own days.
      const partId = split ? randomUUID() : null;
      if (split && counter && partId) {
        const kept = await tx
          .update(holdLines)
          .set({ quantity: split.out - split.back, unread: true })
          .where(and(eq(holdLines.id, lineId), eq(holdLines.state, from), eq(holdLines.quantity, split.out)))
          .returning({ id: holdLines.id });
        if (kept.length === 0) throw new AppError('conflict', 'That line changed while you were deciding; look again.', { reason: 'RACED' });
        await tx.insert(holdLines).values({
          id: partId,
          requestId: line.requestId,
          itemId: line.itemId,
          title: line.title,
          sku: line.sku,
          quantity: split.back,
          state: next.to,
          period: split.period,
          heldAt: line.heldAt,
          challengedAt: line.challengedAt,
          stateChangedAt: at,
          reason: line.reason,
          unread: true,
          conditionNote: counter.conditionNote,
          missingUnits: counter.missingUnits,
          damagedUnits: counter.damagedUnits,
          repairCents: counter.repairCents,
          // Staff's discount on the line (decision 137) holds for every unit of it, back or not.
          discountBasisPoints: line.discountBasisPoints,
          outOn: split.outOn,
          backOn: counter.today,
          createdAt: line.createdAt,
        });
      }
      const moved = split
        ? [{ id: lineId }]
        : await tx
            .update(holdLines)
            .set({
              state: next.to,
              stateChangedAt: at,
              ...(next.to === 'held' ? { heldAt: at, challengedAt: null, remindedAt: null } : {}),
              ...(next.to === 'challenged' ? { challengedAt: at } : {}),
              ...(reason ? { reason } : {}),
              ...(counter
                ? {
                    conditionNote: counter.conditionNote,
                    missingUnits: counter.missingUnits,
                    damagedUnits: counter.damagedUnits,
                    repairCents: counter.repairCents,
                  }
                : {}),
              ...(event === 'checkOut' && today ? { outOn: today } : {}),
              ...(counter?.today ? { backOn: counter.today } : {}),
              // The customer's own moves are no news to them.
              ...(actor === 'customer' ? {} : { unread: true }),
            })
            .where(and(eq(holdLines.id, lineId), eq(holdLines.state, from)))
            .returning({ id: holdLines.id });
      if (moved.length === 0) throw new AppError('conflict', 'That line changed while you were deciding; look again.', { reason: 'RACED' });
      // A claim collected leaves the house: its units come off the prop's quantity, after its line has
      // stopped blocking, so the database's guard on the quantity (decision 148) does not count them twice.
      if (next.to === 'collected') {
        const taken = await tx
          .update(items)
          .set({ quantity: sql`${items.quantity} - ${line.quantity}`, updatedAt: at })
          .where(and(eq(items.id, line.itemId), sql`${items.quantity} >= ${line.quantity}`))
          .returning({ id: items.id });
        if (taken.length === 0)
          throw new AppError('conflict', 'The house has fewer of these than the claim; change the quantity first.', { reason: 'UNAVAILABLE' });
      }
      // A Hold's confirmed line is on its request's order (issue 26 §2), made by the first one confirmed.
      const order =
        next.to === 'confirmed' && found.kind === 'hold'
          ? await openOrder(tx, line.requestId, { year: Number((today ?? at.toISOString()).slice(0, 4)), at })
          : null;
      const blocks =
        counter?.today && item
          ? await keepReturnedUnitsAway(
              tx,
              found.vendorId,
              {
                lineId: partId ?? lineId,
                requestId: line.requestId,
                itemId: line.itemId,
                title: line.title,
                sku: line.sku,
                quantity: split ? split.back : outNow,
                production: found.production,
                stock: item.quantity,
              },
              {
                missingUnits: counter.missingUnits,
                damagedUnits: counter.damagedUnits,
                today: counter.today,
                turnaroundDays: counter.turnaroundDays,
                actor: audit,
                at,
              },
            )
          : undefined;
      // Issue 38 §2: the value typed at the counter becomes the prop's.
      if (counter && item)
        await keepReplacementValue(tx, {
          vendorId: found.vendorId,
          itemId: line.itemId,
          had: item.replacementValueCents,
          typed: counter.replacementValueCents,
          ...(audit ? { actor: audit } : {}),
          at,
        });
      if (actor !== 'customer') await countUpdates(tx, { vendorId: found.vendorId, uid: found.uid });
      // A staff member's move is audited with it (issue 13 §9).
      if (audit)
        await recordAudit(
          tx,
          {
            vendorId: found.vendorId,
            actor: audit,
            subjectType: 'request',
            subjectId: line.requestId,
            action: event,
            before: { lineId, title: line.title, state: from, ...(counter ? { quantity: outNow } : {}) },
            after: {
              lineId,
              title: line.title,
              state: split ? from : next.to,
              // Issue 26 §5: how many came back, and where they are now when only part of the line did.
              ...(counter ? { unitsBack: split?.back ?? outNow } : {}),
              ...(split && partId ? { quantity: split.out - split.back, returnedLineId: partId, returnedState: next.to } : {}),
              ...(reason ? { reason } : {}),
              ...(counter ? { conditionNote: counter.conditionNote, missingUnits: counter.missingUnits } : {}),
              ...(counter && counter.damagedUnits > 0 ? { damagedUnits: counter.damagedUnits, repairCents: counter.repairCents } : {}),
              ...(blocks ? { turnaroundBlockId: blocks.turnaroundBlockId, lostBlockId: blocks.lostBlockId } : {}),
              ...(blocks?.repairBlockId ? { repairBlockId: blocks.repairBlockId } : {}),
            },
          },
          at,
        );
      return {
        lineId,
        from,
        to: next.to,
        ...(blocks ? { blocks } : {}),
        ...(order ? { orderNumber: order.number } : {}),
        ...(split && partId ? { part: { returnedLineId: partId, unitsBack: split.back, stillOut: split.out - split.back } } : {}),
      };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    // The database's own refusal (decision 130), for a write this check did not foresee: the same answer.
    if (isOverbookingRefused(error)) return { ok: false, error: new AppError('conflict', NO_LONGER_AVAILABLE, { reason: 'UNAVAILABLE' }) };
    throw error;
  }
}
