import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { unitsAwayForItems } from './availability';
import { BLOCKING_STATES } from './hold-lifecycle';
import type { CalendarDay } from '@/lib/text/calendar-day';

const blocking = sql.raw(BLOCKING_STATES.map((state) => `'${state}'`).join(', '));

/**
 * The fewest units each prop may be given (issue 13 §3): the most of its units held, confirmed, out
 * or blocked on any one day from today on, plus units still out after their line's whole period (its
 * return day and turnaround), which the days from today on no longer count. Read it under the props' row locks (`select … for
 * update` on items), which every hold and block also takes, so nothing is booked between the check
 * and the write. Props with nothing booked are left out of the map: their floor is 0.
 */
export async function quantityFloors(tx: Db | Tx, itemIds: string[], today: CalendarDay): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const ids = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await tx.execute(sql`
    select max(upper(period))::text as last_day from (
      select period from hold_lines where item_id in (${ids}) and state in (${blocking})
      union all select period from item_blocks where item_id in (${ids})
    ) booked where upper(period) > ${today}::date`)) as unknown as { rows: { last_day: string | null }[] };
  const lastDay = result.rows[0]?.last_day;
  const floors = lastDay ? await unitsAwayForItems(tx, itemIds, `[${today},${lastDay})`) : new Map<string, number>();
  const overdue = (await tx.execute(sql`
    select item_id, sum(quantity)::int as units from hold_lines
    where item_id in (${ids}) and state = 'out' and upper(period) <= ${today}::date group by item_id`)) as unknown as {
    rows: { item_id: string; units: number }[];
  };
  for (const row of overdue.rows) floors.set(row.item_id, (floors.get(row.item_id) ?? 0) + Number(row.units));
  return floors;
}

/** The message staff see when they ask for fewer units than the floor. */
export function belowFloorMessage(floor: number): string {
  return `${floor} ${floor === 1 ? 'unit is' : 'units are'} held, out or blocked from today on: the quantity cannot go below ${floor}.`;
}

/**
 * The message staff see when the database itself refused the lower quantity (decision 148): its
 * guard counts from the database's date, which may be a day before the house's, so it names the
 * day and the units it found (read from the refusal's own words) rather than "from today on".
 */
export function refusedQuantityMessage(error: unknown): string {
  let words = '';
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 4; cause = (cause as { cause?: unknown }).cause, depth++) {
    const message = (cause as { message?: unknown }).message;
    if (typeof message === 'string' && message.startsWith('Overbooking refused: item ')) words = message;
  }
  const onDay = /and (\d+) are held, out or blocked on (\d{4}-\d{2}-\d{2})\./.exec(words);
  if (onDay) return `${onDay[1]} units are held, out or blocked on ${onDay[2]}: the quantity cannot go below ${onDay[1]}.`;
  const overdue = /and (\d+) are out past their return day\./.exec(words);
  if (overdue) return `${overdue[1]} units are still out past their return day: the quantity cannot go below ${overdue[1]}.`;
  return 'More units are held, out or blocked than that: the quantity cannot go so low.';
}
