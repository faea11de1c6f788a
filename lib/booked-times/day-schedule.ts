import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, orders, vendorUsers } from '@/lib/db/schema';
import { customerName } from '@/lib/customers/customer-name';
import { hasLiveLine } from './dock-load';

/** One pick-up or return of a day's schedule (issue 38 §4): what the dock expects, and when. */
export type ScheduleEntry = {
  requestId: string;
  move: 'pickUp' | 'return';
  /** The booked time, "HH:MM"; null is "any time in opening hours". */
  time: string | null;
  /** ORD-…, once a line of it is confirmed; until then it is a request the house has not answered in full. */
  orderNumber: string | null;
  customer: string;
  production: string;
  /** Its lines still alive (not declined, cancelled, released or expired). */
  lineCount: number;
};

/**
 * A day's pick-ups and returns (issue 38 §4), the same requests the dock's capacity counts: Holds
 * whose lines are not all ended, booked times first by the clock, then those booked for any time.
 */
export async function daySchedule(db: Db, vendorId: string, day: string): Promise<ScheduleEntry[]> {
  const read = (move: ScheduleEntry['move']) => {
    const time = move === 'pickUp' ? holdRequests.pickUpTime : holdRequests.returnTime;
    const onDay = move === 'pickUp' ? eq(holdRequests.pickUpOn, day) : eq(holdRequests.returnOn, day);
    return db
      .select({
        requestId: holdRequests.id,
        time,
        orderNumber: orders.number,
        customer: customerName,
        production: holdRequests.production,
        lineCount: sql<number>`(select count(*)::int from ${holdLines} where ${holdLines.requestId} = ${holdRequests.id} and ${holdLines.state} not in ('declined', 'cancelled', 'released', 'expired'))`,
        createdAt: holdRequests.createdAt,
      })
      .from(holdRequests)
      .leftJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
      .leftJoin(orders, eq(orders.requestId, holdRequests.id))
      .where(and(eq(holdRequests.vendorId, vendorId), eq(holdRequests.kind, 'hold'), onDay, hasLiveLine));
  };
  const [pickUps, returns] = await Promise.all([read('pickUp'), read('return')]);
  const entries = [...pickUps.map((row) => ({ ...row, move: 'pickUp' as const })), ...returns.map((row) => ({ ...row, move: 'return' as const }))];
  // Booked first by the clock; at one time pick-ups before returns; then the request sent first.
  const byTime = (time: string | null) => time ?? '99:99';
  entries.sort(
    (a, b) =>
      byTime(a.time).localeCompare(byTime(b.time)) || (a.move === b.move ? 0 : a.move === 'pickUp' ? -1 : 1) || a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return entries.map(({ createdAt: _createdAt, ...entry }) => ({ ...entry, customer: entry.customer ?? '', lineCount: Number(entry.lineCount) }));
}

/** The schedule's entries by the clock's hour ("14:00–15:00"), then those booked for any time. */
export function byHour(entries: ScheduleEntry[]): { hour: string | null; entries: ScheduleEntry[] }[] {
  const groups: { hour: string | null; entries: ScheduleEntry[] }[] = [];
  for (const entry of entries) {
    const hour = entry.time ? entry.time.slice(0, 2) : null;
    const last = groups.at(-1);
    if (last && last.hour === hour) last.entries.push(entry);
    else groups.push({ hour, entries: [entry] });
  }
  return groups;
}
