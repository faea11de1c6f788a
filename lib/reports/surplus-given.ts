import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { ReportRange } from './report-range';

/** Pounds in a kilogram's terms: items keep their weight in pounds (items.weight_lb). */
export const KG_PER_LB = 0.45359237;

/** A weight stored in pounds, in the tenant's units, to one decimal. */
export function weightIn(pounds: number, units: 'lb' | 'kg'): number {
  return Math.round((units === 'kg' ? pounds * KG_PER_LB : pounds) * 10) / 10;
}

export type SurplusGiven = { production: string; claims: number; units: number; weight: number };

/**
 * The free surplus given away per production (issue 13 §8): claim lines marked collected on a day
 * of the range (the house's day), their units and the weight of them (each prop's weight × units)
 * in the tenant's `weightUnits`. A claim without a production is grouped under "".
 * Heaviest first.
 */
export async function surplusGiven(
  db: Db,
  { vendorId, timeZone, range, units }: { vendorId: string; timeZone: string; range: ReportRange; units: 'lb' | 'kg' },
): Promise<SurplusGiven[]> {
  const result = (await db.execute(sql`
    select requests.production, count(distinct requests.id)::int as claims, sum(lines.quantity)::int as units,
      sum(lines.quantity * items.weight_lb)::float8 as pounds
    from hold_lines as lines
    join hold_requests as requests on requests.id = lines.request_id
    join items on items.id = lines.item_id
    where requests.vendor_id = ${vendorId} and requests.kind = 'claim' and lines.state = 'collected'
      and (lines.state_changed_at at time zone ${timeZone})::date between ${range.from}::date and ${range.to}::date
    group by requests.production
    order by pounds desc, requests.production
  `)) as unknown as { rows: { production: string; claims: number; units: number; pounds: number }[] };
  return result.rows.map((row) => ({
    production: row.production,
    claims: Number(row.claims),
    units: Number(row.units),
    weight: weightIn(Number(row.pounds), units),
  }));
}
