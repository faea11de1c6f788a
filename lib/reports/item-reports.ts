import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
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
 * Utilisation per prop (issue 13 §8, decision 94): of the unit-days the range offers (its days ×
 * the prop's quantity), the share its orders took — each rental line confirmed, out or returned,
 * for its days from pick-up (or the day it really went out, when earlier or later: issue 25 §4)
 * through the return day that fall in the range, times its units. The
 * turnaround and staff blocks are not rentals and are left out. Highest first.
 */
export async function utilisation(db: Db, { vendorId, range }: { vendorId: string; range: ReportRange }): Promise<ItemUtilisation[]> {
  const days = daysIn(range);
  const result = (await db.execute(sql`
    select items.id, items.sku, items.title, items.quantity,
      sum(lines.quantity * (least(requests.return_on, ${range.to}::date) - greatest(coalesce(lines.out_on, requests.pick_up_on), ${range.from}::date) + 1))::int as unit_days
    from hold_lines as lines
    join hold_requests as requests on requests.id = lines.request_id
    join items on items.id = lines.item_id
    where requests.vendor_id = ${vendorId} and requests.kind = 'hold' and lines.state in ('confirmed', 'out', 'returned')
      and coalesce(lines.out_on, requests.pick_up_on) <= ${range.to}::date and requests.return_on >= ${range.from}::date
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
