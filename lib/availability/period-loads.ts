import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import { addDays, daysBetween } from '@/lib/text/calendar-day';
import { askedRange } from './availability';
import { BLOCKING_STATES } from './hold-lifecycle';
import type { PeriodLoad } from './period-state';

const blocking = sql.raw(BLOCKING_STATES.map((state) => `'${state}'`).join(', '));
const onHold = sql.raw(['held', 'challenged'].map((state) => `'${state}'`).join(', '));

type Prop = { id: string; quantity: number };

/**
 * Each prop's load over `period` (`periodLoad`'s rule), for a page of props in one query that answers
 * one row a prop taken on some day of the period (issue 39 §2); a prop absent from the map has nothing
 * away. The days are summed in the database and the next free day is found there too, from the gaps
 * between the days with no unit free, where the page once read back every day of the period and of
 * the six months after it, for every prop, and walked them one by one. Props with no units are left
 * out: they are not listed to crews.
 */
export async function periodLoadsOf(db: Db | Tx, props: Prop[], period: RentalPeriod, horizonDays: number): Promise<Map<string, PeriodLoad>> {
  const loads = new Map<string, PeriodLoad>();
  const stocked = props.filter((prop) => prop.quantity > 0);
  if (stocked.length === 0) return loads;
  const length = daysBetween(period.from, period.to) + 1;
  // From the day after the pick-up (the period itself is what was asked), a start no later than the
  // horizon, and every day such a start would need: the same days nextFreeStart walks.
  const first = addDays(period.from, 1);
  const last = addDays(first, horizonDays);
  const range = askedRange(period.from, addDays(last, length - 1));
  const ids = sql.join(
    stocked.map((prop) => sql`${prop.id}`),
    sql`, `,
  );
  const asked = sql.join(
    stocked.map((prop) => sql`(${prop.id}::text, ${prop.quantity}::int)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with asked(item_id, quantity) as (values ${asked}),
    away as (
      select item_id, period, quantity as units, state in (${onHold}) as held from hold_lines
        where state in (${blocking}) and period && ${range}::daterange and item_id in (${ids})
      union all
      select item_id, period, quantity, false from item_blocks where period && ${range}::daterange and item_id in (${ids})
    ),
    loads as (
      select away.item_id, day::date as day, sum(away.units)::int as away, coalesce(sum(away.units) filter (where away.held), 0)::int as held
      from generate_series(lower(${range}::daterange), upper(${range}::daterange) - 1, interval '1 day') as day
      join away on away.period @> day::date
      group by away.item_id, day
    ),
    full_days as (
      select loads.item_id, loads.day, lag(loads.day) over (partition by loads.item_id order by loads.day) as before
      from loads join asked using (item_id)
      where loads.day >= ${first}::date and loads.away >= asked.quantity
    ),
    starts as (
      select item_id, coalesce(before + 1, ${first}::date) as start, day as ends from full_days
      union all
      select item_id, max(day) + 1, null from full_days group by item_id
    )
    select asked.item_id,
      coalesce((select max(loads.away) from loads where loads.item_id = asked.item_id and loads.day <= ${period.to}::date), 0)::int as busiest,
      exists (
        select 1 from loads where loads.item_id = asked.item_id and loads.day <= ${period.to}::date and loads.away - loads.held >= asked.quantity
      ) as out,
      case when exists (select 1 from full_days where full_days.item_id = asked.item_id)
        then (
          select to_char(min(starts.start), 'YYYY-MM-DD') from starts
          where starts.item_id = asked.item_id and starts.start <= ${last}::date and (starts.ends is null or starts.ends - starts.start >= ${length}::int)
        )
        else ${first}
      end as next_free
    from asked
    where exists (select 1 from loads where loads.item_id = asked.item_id and loads.day <= ${period.to}::date)`)) as unknown as {
    rows: { item_id: string; busiest: number; out: boolean; next_free: string | null }[];
  };
  const quantity = new Map(stocked.map((prop) => [prop.id, prop.quantity]));
  for (const row of result.rows) {
    const busiest = Number(row.busiest);
    // A unit free on every day: there is nothing to wait for.
    loads.set(row.item_id, { busiest, out: Boolean(row.out), nextFree: busiest >= quantity.get(row.item_id)! ? row.next_free : null });
  }
  return loads;
}
