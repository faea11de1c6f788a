import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { unitsAwayForItems } from '@/lib/holds/availability';
import { BLOCKING_STATES } from '@/lib/holds/hold-lifecycle';
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
