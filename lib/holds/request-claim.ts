import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, items, vendorUsers } from '@/lib/db/schema';
import { AppError, fail, type Result } from '@/lib/errors/app-error';
import { houseClock, houseToday } from '@/lib/house/clock';
import type { Tenant } from '@/lib/tenant';
import { addDays, daysBetween } from '@/lib/text/calendar-day';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';
import { claimWindows, claimWindowsOfWeek, dayWindowsInWords, isPickUpDay, windowIsOver } from './claim-windows';
import { closedDayWords, weekInWords } from '@/lib/booked-times/opening-hours';
import type { ClaimRequestInput } from './hold-request-schema';
import { countRequests, notApproved, type Requester } from './request-hold';
import { customerLimitRefusal } from './customer-limits';
import { tellOfNewRequest } from './request-receipt';

type House = Pick<Tenant, 'claims' | 'openingHours' | 'vendor' | 'locale' | 'request' | 'holds'>;

const invalidField = (field: keyof ClaimRequestInput, message: string) => fail('invalid', message, { fieldErrors: { [field]: message } });

/** Why a collection day or window cannot be booked, or null when it can. */
function collectionProblem(input: ClaimRequestInput, house: House, today: string, clockNow: string) {
  const { claims } = house;
  if (input.pickUpOn < today) return invalidField('pickUpOn', 'Choose a collection day from today on.');
  if (daysBetween(today, input.pickUpOn) > claims.maxLeadDays)
    return invalidField('pickUpOn', `Free props are collected within ${claims.maxLeadDays} days; choose an earlier day.`);
  // Issue 38 §4: the house's opening hours are the counter's.
  if (!isPickUpDay(input.pickUpOn, house))
    return invalidField('pickUpOn', `${closedDayWords(input.pickUpOn)}: we hand out free props ${weekInWords(house.openingHours)}.`);
  if (!claimWindowsOfWeek(house).includes(input.pickUpWindow)) return invalidField('pickUpWindow', 'Choose one of the collection times.');
  if (!claimWindows(input.pickUpOn, house).includes(input.pickUpWindow)) return invalidField('pickUpWindow', dayWindowsInWords(input.pickUpOn, house));
  // Issue 36 §1: today's windows that are over cannot be booked.
  if (windowIsOver(input.pickUpWindow, input.pickUpOn, today, clockNow))
    return invalidField('pickUpWindow', `${input.pickUpWindow} is over for today; choose a later time or another day.`);
  return null;
}

/**
 * A claim of a free prop (issue 12 §8): one request of kind "claim" with one line, collected on a
 * day and in a window of the counter's hours, with no return and no price. Nothing is kept aside
 * until staff confirm it. Its line's period runs from today to the collection day: once confirmed,
 * those units are nobody else's until collected or released. Once it is written, the house is
 * emailed to answer it and the requester gets their receipt.
 */
export async function requestClaim(
  db: Db,
  requester: Requester,
  input: ClaimRequestInput,
  house: House,
  now = Date.now(),
): Promise<Result<{ requestId: string }>> {
  if (requester.isAuthorized === false) return notApproved();
  const refusal = await customerLimitRefusal(db, 'request', requester);
  if (refusal) return { ok: false, error: refusal };
  const today = houseToday(house.vendor.timezone, now);
  const problem = collectionProblem(input, house, today, houseClock(house.vendor.timezone, now));
  if (problem) return problem;
  try {
    const data = await db.transaction(async (tx) => {
      await lockVendorUser(tx, requester.vendorId, requester.uid);
      const [item] = await tx
        .select({ title: items.title, sku: items.sku, quantity: items.quantity, purchaseType: items.purchaseType })
        .from(items)
        // A hidden or archived prop (issue 13 §3) cannot be claimed: crews no longer see it.
        .where(and(eq(items.id, input.itemId), eq(items.vendorId, requester.vendorId), eq(items.status, 'active')));
      if (!item) throw new AppError('notFound', 'We could not find that prop.');
      if (item.purchaseType !== 'Free') throw new AppError('invalid', 'Only free props are claimed; rentals go on a set list.');
      if (item.quantity === 0) throw new AppError('conflict', 'Every one of these has been claimed.', { reason: 'UNAVAILABLE' });
      if (input.quantity > item.quantity) {
        const message = item.quantity === 1 ? 'There is only 1 of these.' : `There are only ${item.quantity} of these.`;
        throw new AppError('invalid', message, { fieldErrors: { quantity: message } });
      }
      const [who] = await tx
        .select({ studio: vendorUsers.studio, production: vendorUsers.production, title: vendorUsers.title })
        .from(vendorUsers)
        .where(and(eq(vendorUsers.vendorId, requester.vendorId), eq(vendorUsers.uid, requester.uid)));
      const requestId = randomUUID();
      const at = new Date(now);
      await tx.insert(holdRequests).values({
        id: requestId,
        vendorId: requester.vendorId,
        uid: requester.uid,
        kind: 'claim',
        pickUpOn: input.pickUpOn,
        pickUpWindow: input.pickUpWindow,
        notes: input.notes,
        ...who,
        createdAt: at,
        updatedAt: at,
      });
      await tx.insert(holdLines).values({
        id: randomUUID(),
        requestId,
        itemId: input.itemId,
        title: item.title,
        sku: item.sku,
        quantity: input.quantity,
        period: `[${today},${addDays(input.pickUpOn, 1)})`,
        stateChangedAt: at,
        createdAt: at,
      });
      await countRequests(tx, requester.vendorId, requester.uid);
      return { requestId };
    });
    await tellOfNewRequest(db, data.requestId, house);
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
