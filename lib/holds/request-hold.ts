import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { holdLines, holdRequests, items, setListItems, setLists, vendorUsers } from '@/lib/db/schema';
import { AppError, fail, type Result } from '@/lib/errors/app-error';
import { houseClock, houseToday } from '@/lib/house/clock';
import { bookingProblem } from '@/lib/booked-times/dock-load';
import type { Tenant } from '@/lib/tenant';
import { quoteSettings } from '@/lib/set-lists/quote-summary';
import { weeklyQuote } from '@/lib/set-lists/weekly-quote';
import { lockVendorUser } from '@/lib/vendor-users/lock-vendor-user';
import { daysBetween } from '@/lib/text/calendar-day';
import { linePeriod } from '@/lib/availability/availability';
import type { HoldRequestInput } from './hold-request-schema';
import { customerLimitRefusal } from './customer-limits';
import { tellOfNewRequest } from './request-receipt';
import { chooseProduction } from '@/lib/productions/choose-production';

export type Requester = { vendorId: string; uid: string; isAuthorized: boolean | null };

/** `stats.quoteRequestCount` (spec §3) rewritten from the table, after the record is locked. */
export async function countRequests(tx: Tx, vendorId: string, uid: string): Promise<void> {
  const count = tx
    .select({ count: sql`count(*)` })
    .from(holdRequests)
    .where(and(eq(holdRequests.vendorId, vendorId), eq(holdRequests.uid, uid)));
  await tx
    .update(vendorUsers)
    .set({ stats: sql`jsonb_set(${vendorUsers.stats}, '{quoteRequestCount}', to_jsonb((${count})))` })
    .where(and(eq(vendorUsers.vendorId, vendorId), eq(vendorUsers.uid, uid)));
}

/** A customer whose approval was denied sends no request of any kind (issue 12 §2). */
export const notApproved = () =>
  fail('refused', 'Your account was not approved for requests. Please contact us if you think this is a mistake.', { reason: 'NOT_APPROVED' });

/** A request naming a prop the house has taken out of the catalogue. */
export const notAvailableMessage = (title: string) => `“${title}” is no longer available: take it off the set list, then send the request.`;

type HouseRules = Pick<
  Tenant,
  | 'holds'
  | 'vendor'
  | 'request'
  | 'hasCreditCardAuth'
  | 'cardAuthProcessingPercent'
  | 'showSkuNotPrice'
  | 'locale'
  | 'currency'
  | 'openingHours'
  | 'dockCapacity'
>;

/**
 * Sends a set list as one Hold request (issue 12 §2): its lines as they are now, the days, and a
 * snapshot of the weekly quote with the discount schedule it used. Nothing is on hold yet: staff
 * decide each line. A customer whose approval was denied cannot send one; one not yet decided can.
 * Once it is written, the house is emailed to answer it and the requester gets their receipt.
 */
export async function requestHold(
  db: Db,
  requester: Requester,
  input: HoldRequestInput,
  house: HouseRules,
  now = Date.now(),
): Promise<Result<{ requestId: string; lineCount: number }>> {
  if (requester.isAuthorized === false) return notApproved();
  const refusal = await customerLimitRefusal(db, 'request', requester);
  if (refusal) return { ok: false, error: refusal };
  const today = houseToday(house.vendor.timezone, now);
  if (input.pickUpOn < today)
    return fail('invalid', 'Choose a pick-up day from today on.', { fieldErrors: { pickUpOn: 'Choose a pick-up day from today on.' } });
  if (daysBetween(today, input.pickUpOn) > house.holds.maxLeadDays) {
    const message = `We take requests up to ${house.holds.maxLeadDays} days ahead; choose an earlier pick-up day.`;
    return fail('invalid', message, { fieldErrors: { pickUpOn: message } });
  }
  try {
    const data = await db.transaction(async (tx) => {
      await lockVendorUser(tx, requester.vendorId, requester.uid);
      const [list] = await tx
        .select({ id: setLists.id })
        .from(setLists)
        .where(and(eq(setLists.id, input.setListId), eq(setLists.vendorId, requester.vendorId), eq(setLists.uid, requester.uid)));
      if (!list) throw new AppError('notFound', 'We could not find that set list.');
      // Issue 38 §4: booked times within the day's hours and the dock's capacity, decided under the days' lock until this commits.
      const clash = await bookingProblem(tx, requester.vendorId, input, house, { now: { today, clock: houseClock(house.vendor.timezone, now) } });
      if (clash) throw new AppError('invalid', clash.message, { fieldErrors: { [clash.field]: clash.message } });
      const lines = await tx
        .select({
          itemId: items.id,
          title: items.title,
          sku: items.sku,
          quantity: setListItems.quantity,
          weeklyPrice: items.weeklyPrice,
          status: items.status,
        })
        .from(setListItems)
        .innerJoin(items, eq(items.id, setListItems.itemId))
        .where(and(eq(setListItems.setListId, list.id), isNotNull(setListItems.itemId)))
        .orderBy(setListItems.seq);
      if (lines.length === 0) throw new AppError('invalid', 'Add props to the set list before sending it.');
      // A prop hidden or archived since it was listed (issue 13 §3) is not asked for: the crew takes it off first.
      const gone = lines.find((line) => line.status !== 'active');
      if (gone) throw new AppError('conflict', notAvailableMessage(gone.title), { reason: 'NOT_LISTED' });
      const settings = quoteSettings(house);
      const quote = weeklyQuote(
        lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity, weeklyRateCents: line.weeklyPrice })),
        { pickUp: input.pickUpOn, returnBy: input.returnOn },
        settings,
      );
      const requestId = randomUUID();
      const at = new Date(now);
      const { setListId, productionId, ...details } = input;
      // Issue 26 §1: the production chosen, or typed (then unconfirmed until staff confirm it); its words fill the request's.
      const production = await chooseProduction(tx, requester, { productionId, title: details.production, studio: details.studio }, at);
      await tx.insert(holdRequests).values({
        id: requestId,
        vendorId: requester.vendorId,
        uid: requester.uid,
        kind: 'hold',
        setListId,
        ...details,
        ...(production ? { productionId: production.id, production: production.title, studio: production.studio || details.studio } : {}),
        quote: {
          ...quote,
          currency: house.currency,
          weeklyDiscounts: settings.weeklyDiscounts,
          discountAfterEighthWeek: settings.discountAfterEighthWeek ?? null,
          cardProcessingPercent: settings.cardProcessingPercent,
        },
        createdAt: at,
        updatedAt: at,
      });
      const period = linePeriod(input.pickUpOn, input.returnOn, house.holds.turnaroundDays);
      await tx.insert(holdLines).values(
        lines.map((line) => ({
          id: randomUUID(),
          requestId,
          itemId: line.itemId,
          title: line.title,
          sku: line.sku,
          quantity: line.quantity,
          period,
          stateChangedAt: at,
          createdAt: at,
        })),
      );
      await countRequests(tx, requester.vendorId, requester.uid);
      return { requestId, lineCount: lines.length };
    });
    await tellOfNewRequest(db, data.requestId, house);
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
