import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { daysIn, type ReportRange } from './report-range';

/** How many props the ranked reports list. */
export const TOP_ITEMS = 20;

export type RequestedItem = { itemId: string; sku: string; title: string; lines: number; units: number };

/**
 * The props most requested (issue 13 §8): by the lines of requests sent in the range (holds and
 * claims alike, whatever became of them), then by units, then by SKU so ties read the same each time.
 */
export async function mostRequested(
  db: Db,
  { vendorId, timeZone, range }: { vendorId: string; timeZone: string; range: ReportRange },
): Promise<RequestedItem[]> {
  const result = (await db.execute(sql`
    select items.id, items.sku, items.title, count(*)::int as lines, sum(lines.quantity)::int as units
    from hold_lines as lines
    join hold_requests as requests on requests.id = lines.request_id
    join items on items.id = lines.item_id
    where requests.vendor_id = ${vendorId} and (requests.created_at at time zone ${timeZone})::date between ${range.from}::date and ${range.to}::date
    group by items.id
    order by lines desc, units desc, items.sku
    limit ${TOP_ITEMS}
  `)) as unknown as { rows: { id: string; sku: string; title: string; lines: number; units: number }[] };
  return result.rows.map((row) => ({ itemId: row.id, sku: row.sku, title: row.title, lines: Number(row.lines), units: Number(row.units) }));
}

export type ItemUtilisation = { itemId: string; sku: string; title: string; quantity: number; unitDays: number; share: number };

/**
 * Utilisation per prop (issue 13 §8, decision 94; issue 36 §3, decision 144): of the unit-days the
 * range offers (its days × the prop's quantity), the share its orders took. Each rental line
 * confirmed, out or returned counts its units for the days it was really away, as billing counts
 * them (lib/billing, `rentalWeeks`: the days between going out and coming back):
 * - from the day it really went out (`out_on`; the pick-up day while it has not gone),
 * - up to the day it really came back (`back_on`), that day not counted: a prop back on Nov 28 is
 *   on the shelf that day, so 3 TVs out Nov 25 and back Nov 28 of an order to Nov 30 are 9
 *   unit-days, not 18. A partial return made each part a line of its own, each to its own day;
 * - a line not back yet runs to its agreed return day, or, still out after it, to `today`;
 * - a line out and back the same day counts that one day (billing's least is a week).
 * Only the days inside the range count. The turnaround and staff blocks are not rentals and are left
 * out. Highest first.
 */
export async function utilisation(
  db: Db,
  { vendorId, range, today }: { vendorId: string; range: ReportRange; today?: CalendarDay },
): Promise<ItemUtilisation[]> {
  const days = daysIn(range);
  const now = today ?? null;
  const result = (await db.execute(sql`
    with spans as (
      select lines.item_id, lines.quantity, coalesce(lines.out_on, requests.pick_up_on) as out_on,
        coalesce(
          lines.back_on,
          case when lines.state = 'out' and ${now}::date is not null then greatest(requests.return_on, ${now}::date) else requests.return_on end
        ) as back_on
      from hold_lines as lines
      join hold_requests as requests on requests.id = lines.request_id
      where requests.vendor_id = ${vendorId} and requests.kind = 'hold' and lines.state in ('confirmed', 'out', 'returned')
    ), away as (
      -- [out, back) in days, at least the day it went out; then the part of it inside the range.
      select item_id, quantity, greatest(out_on, ${range.from}::date) as first, least(greatest(back_on, out_on + 1), ${range.to}::date + 1) as after
      from spans
    )
    select items.id, items.sku, items.title, items.quantity, sum(away.quantity * (away.after - away.first))::int as unit_days
    from away
    join items on items.id = away.item_id
    where away.after > away.first
    group by items.id
  `)) as unknown as { rows: { id: string; sku: string; title: string; quantity: number; unit_days: number }[] };
  return result.rows
    .map((row) => {
      const quantity = Number(row.quantity);
      const unitDays = Number(row.unit_days);
      return { itemId: row.id, sku: row.sku, title: row.title, quantity, unitDays, share: unitDays / (days * Math.max(quantity, 1)) };
    })
    .sort((a, b) => b.share - a.share || b.unitDays - a.unitDays || a.sku.localeCompare(b.sku))
    .slice(0, TOP_ITEMS);
}
