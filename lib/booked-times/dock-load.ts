import 'server-only';
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import type { OpeningWeek } from '@/lib/tenant/opening-hours';
import { mediumDay, shortDay } from '@/lib/text/calendar-day';
import { minutesOf } from './opening-hours';
import { dockFullWords, timeProblem } from './time-choices';

/**
 * The dock's capacity (issue 38 §4): how many pick-ups and returns are booked in each hour of a day.
 * A request counts while any of its lines is still alive: one whose lines were all declined,
 * cancelled, released or expired frees its hour.
 */

const DEAD_STATES = ['declined', 'cancelled', 'released', 'expired'] as const;

export const hasLiveLine = sql`exists (select 1 from ${holdLines} where ${holdLines.requestId} = ${holdRequests.id} and ${holdLines.state} not in (${sql.join(
  DEAD_STATES.map((state) => sql`${state}`),
  sql`, `,
)}))`;

/**
 * The house's lock on a day's dock, per house and day, taken before its bookings are counted and
 * held until the booking is written (as decision 149's lock on an account's credit): two people
 * booking the last slot of an hour at once are decided one after the other. Days in order, so two
 * bookings of the same two days never wait on each other.
 */
export async function lockDockDays(tx: Tx, vendorId: string, days: string[]): Promise<void> {
  for (const day of [...new Set(days)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`dock:${vendorId}:${day}`}, 0))`);
}

/** The day's pick-ups and returns by the clock's hour ("14" → 3), leaving out one request (the one being moved). */
export async function dockLoad(db: Db | Tx, vendorId: string, day: string, exceptRequestId?: string): Promise<Map<string, number>> {
  const count = async (dayColumn: AnyPgColumn, timeColumn: AnyPgColumn) => {
    const hour = sql<string>`substr(${timeColumn}, 1, 2)`;
    const conditions: (SQL | undefined)[] = [
      eq(holdRequests.vendorId, vendorId),
      eq(dayColumn, day),
      isNotNull(timeColumn),
      hasLiveLine,
      exceptRequestId ? ne(holdRequests.id, exceptRequestId) : undefined,
    ];
    return db
      .select({ hour, count: sql<number>`count(*)::int` })
      .from(holdRequests)
      .where(and(...conditions))
      .groupBy(hour);
  };
  const load = new Map<string, number>();
  for (const row of [...(await count(holdRequests.pickUpOn, holdRequests.pickUpTime)), ...(await count(holdRequests.returnOn, holdRequests.returnTime))])
    load.set(row.hour, (load.get(row.hour) ?? 0) + Number(row.count));
  return load;
}

export type Booking = { pickUpOn: string; returnOn: string | null; pickUpTime: string | null; returnTime: string | null };
export type BookingHouse = { openingHours: OpeningWeek; dockCapacity: number; locale: string };
export type BookingProblem = { field: 'pickUpTime' | 'returnTime'; message: string };

/**
 * Checks a request's booked times against the house's hours and its dock, under the days' lock: call
 * it in the transaction that writes them. `now` (the crew's booking) also refuses a time already
 * past today; staff may record one. Null when the times can be booked.
 */
export async function bookingProblem(
  tx: Tx,
  vendorId: string,
  booking: Booking,
  house: BookingHouse,
  { exceptRequestId, now }: { exceptRequestId?: string; now?: { today: string; clock: string } } = {},
): Promise<BookingProblem | null> {
  const asked = [
    { field: 'pickUpTime' as const, day: booking.pickUpOn, time: booking.pickUpTime },
    { field: 'returnTime' as const, day: booking.returnOn, time: booking.returnTime },
  ].flatMap(({ field, day, time }) => (day && time ? [{ field, day, time }] : []));
  for (const { field, day, time } of asked) {
    const message = timeProblem(day, time, house.openingHours, mediumDay(day, house.locale));
    if (message) return { field, message };
    if (now && day === now.today && minutesOf(time) <= minutesOf(now.clock)) return { field, message: `${time} is over for today: choose a later time.` };
  }
  if (asked.length === 0) return null;
  await lockDockDays(
    tx,
    vendorId,
    asked.map(({ day }) => day),
  );
  const loads = new Map<string, Map<string, number>>();
  for (const { field, day, time } of asked) {
    const load = loads.get(day) ?? (await dockLoad(tx, vendorId, day, exceptRequestId));
    loads.set(day, load);
    const hour = time.slice(0, 2);
    if ((load.get(hour) ?? 0) >= house.dockCapacity) return { field, message: dockFullWords(time, shortDay(day, house.locale)) };
    // A pick-up and a return of the same request in the same hour take two of its places.
    load.set(hour, (load.get(hour) ?? 0) + 1);
  }
  return null;
}
