import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { items } from '@/lib/db/schema';
import { addDays, type CalendarDay } from '@/lib/text/calendar-day';
import { BLOCKING_STATES } from './hold-lifecycle';

/** The house's default turnaround: a day after each return before the prop goes out again. */
export const DEFAULT_TURNAROUND_DAYS = 1;

/**
 * The days a line's units are away from the shelf, as a daterange [first, first free): from pick-up
 * through the return day, then the turnaround buffer.
 */
export function linePeriod(pickUpOn: CalendarDay, returnOn: CalendarDay, turnaroundDays = DEFAULT_TURNAROUND_DAYS): string {
  return `[${pickUpOn},${addDays(returnOn, 1 + turnaroundDays)})`;
}

/** The days someone asks about, both included, as a daterange. */
export function askedRange(from: CalendarDay, to: CalendarDay): string {
  return `[${from},${addDays(to, 1)})`;
}

const blocking = sql.raw(BLOCKING_STATES.map((state) => `'${state}'`).join(', '));

type AwayOptions = { itemIds?: string[]; exceptLine?: string };

/** The lines that block (held, challenged, confirmed, out) and the staff blocks overlapping `range`: item_id, period, units. */
function awayIn(range: string, { itemIds, exceptLine }: AwayOptions = {}): SQL {
  const ofItems = itemIds
    ? sql` and item_id in (${sql.join(
        itemIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const butLine = exceptLine ? sql` and id <> ${exceptLine}` : sql``;
  return sql`(
    select item_id, period, quantity as units from hold_lines where state in (${blocking}) and period && ${range}::daterange${ofItems}${butLine}
    union all
    select item_id, period, quantity from item_blocks where period && ${range}::daterange${ofItems}
  )`;
}

/** Each prop's units away on each day of `range` that has any: item_id, day, load. */
function dailyLoads(range: string, options: AwayOptions): SQL {
  return sql`(
    select away.item_id, day, sum(away.units) as load
    from generate_series(lower(${range}::daterange), upper(${range}::daterange) - 1, interval '1 day') as day
    join ${awayIn(range, options)} as away on away.period @> day::date
    group by away.item_id, day
  )`;
}

/**
 * The most units of a prop away on any one day of `range` (a daterange), counted per day, so two
 * rentals one after the other can share a unit. `exceptLine` leaves out the line being decided.
 */
export async function unitsAway(db: Db | Tx, itemId: string, range: string, exceptLine?: string): Promise<number> {
  const result = (await db.execute(
    sql`select coalesce(max(load), 0)::int as peak from ${dailyLoads(range, { itemIds: [itemId], exceptLine })} as loads`,
  )) as unknown as { rows: { peak: number }[] };
  return Number(result.rows[0]?.peak ?? 0);
}

export type Availability = { quantity: number; away: number; available: number };

/** How many units of a prop are free for every day of a range ("4 of 6 available Mar 3 – Mar 10"). */
export async function availability(db: Db | Tx, itemId: string, range: string): Promise<Availability | null> {
  const [item] = await db.select({ quantity: items.quantity }).from(items).where(eq(items.id, itemId));
  if (!item) return null;
  const away = await unitsAway(db, itemId, range);
  return { quantity: item.quantity, away, available: Math.max(0, item.quantity - away) };
}

/** The same count for many props over one range, in one query: a set list's lines, each "N of M available". */
export async function unitsAwayForItems(db: Db | Tx, itemIds: string[], range: string): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const result = (await db.execute(
    sql`select item_id, max(load)::int as peak from ${dailyLoads(range, { itemIds })} as loads group by item_id`,
  )) as unknown as { rows: { item_id: string; peak: number }[] };
  return new Map(result.rows.map((row) => [row.item_id, Number(row.peak)]));
}

/** Units away on each day of `range` that has any, as "YYYY-MM-DD" → units. */
export async function dailyUnitsAway(db: Db | Tx, itemId: string, range: string): Promise<Map<CalendarDay, number>> {
  const result = (await db.execute(
    sql`select to_char(day, 'YYYY-MM-DD') as day, load::int as load from ${dailyLoads(range, { itemIds: [itemId] })} as loads`,
  )) as unknown as { rows: { day: string; load: number }[] };
  return new Map(result.rows.map((row) => [row.day, Number(row.load)]));
}

/** A prop's units away on one day, and how many of them are on hold (held or challenged): a hold may yet end, an order or a block will not. */
export type DayLoad = { away: number; held: number };

const onHold = sql.raw(['held', 'challenged'].map((state) => `'${state}'`).join(', '));

/**
 * Each prop's units away on each day of `range` that has any, with those on hold apart, for a page
 * of props at once (issue 28 §4: the catalogue's states). One query; days with nothing away are absent.
 */
export async function dailyLoadsOf(db: Db | Tx, itemIds: string[], range: string): Promise<Map<string, Map<CalendarDay, DayLoad>>> {
  const loads = new Map<string, Map<CalendarDay, DayLoad>>();
  if (itemIds.length === 0) return loads;
  const ofItems = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select away.item_id, to_char(day, 'YYYY-MM-DD') as day, sum(away.units)::int as away, coalesce(sum(away.units) filter (where away.held), 0)::int as held
    from generate_series(lower(${range}::daterange), upper(${range}::daterange) - 1, interval '1 day') as day
    join (
      select item_id, period, quantity as units, state in (${onHold}) as held from hold_lines
        where state in (${blocking}) and period && ${range}::daterange and item_id in (${ofItems})
      union all
      select item_id, period, quantity, false from item_blocks where period && ${range}::daterange and item_id in (${ofItems})
    ) as away on away.period @> day::date
    group by away.item_id, day`)) as unknown as { rows: { item_id: string; day: string; away: number; held: number }[] };
  for (const row of result.rows) {
    if (!loads.has(row.item_id)) loads.set(row.item_id, new Map());
    loads.get(row.item_id)!.set(row.day, { away: Number(row.away), held: Number(row.held) });
  }
  return loads;
}

/**
 * The first day from `from` on (up to `horizonDays` ahead) when `units` are free for `lengthDays`
 * days running, given each day's units away; null when there is none in the horizon.
 */
export function nextFreeStart(
  away: Map<CalendarDay, number>,
  quantity: number,
  units: number,
  from: CalendarDay,
  lengthDays: number,
  horizonDays: number,
): CalendarDay | null {
  let run = 0;
  for (let offset = 0; offset < horizonDays + lengthDays; offset++) {
    const day = addDays(from, offset);
    run = quantity - (away.get(day) ?? 0) >= units ? run + 1 : 0;
    if (run === lengthDays) return addDays(day, 1 - lengthDays);
  }
  return null;
}

/**
 * The catalogue's date filter (issue 12 §1): the props *not* free on every day of `range`, by id —
 * those with no units at all, and those with a fully booked day in the range, read from the table
 * the database keeps of them (item_full_days, migration 0015). The search then leaves these few
 * out, rather than asking of every prop whether it is free.
 */
export async function unavailableItems(db: Db | Tx, range: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select distinct item_id as id from item_full_days where day >= lower(${range}::daterange) and day < upper(${range}::daterange)
    union
    select id from items where quantity = 0
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
