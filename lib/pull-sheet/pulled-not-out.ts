import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { customerNameIn } from '@/lib/customers/customer-name';
import type { CalendarDay } from '@/lib/text/calendar-day';

export type StagedOrder = { requestId: string; orderNumber: string | null; production: string; customer: string; pickUpOn: CalendarDay; linesPulled: number };

type Row = { request_id: string; order_number: string | null; production: string; customer: string; pick_up_on: string; lines_pulled: number };

/**
 * What is pulled and not yet out (issue 38 §5): orders with a confirmed line ticked "Pulled" on the
 * pull sheet, staged for the counter, earliest pick-up first. A line that has gone out is no longer
 * confirmed, so it leaves the list by itself.
 */
export async function pulledNotOut(db: Db, vendorId: string, limit: number): Promise<{ orders: StagedOrder[]; count: number }> {
  const staged = sql`requests.vendor_id = ${vendorId} and lines.state = 'confirmed' and lines.pulled_at is not null`;
  const [listed, counted] = await Promise.all([
    db.execute(sql`
      select requests.id as request_id, orders.number as order_number, requests.production, ${customerNameIn('people')} as customer,
        requests.pick_up_on::text as pick_up_on, count(*)::int as lines_pulled
      from hold_lines as lines
      join hold_requests as requests on requests.id = lines.request_id
      left join orders on orders.request_id = requests.id
      left join vendor_users as people on people.vendor_id = requests.vendor_id and people.uid = requests.uid
      where ${staged}
      group by requests.id, orders.number, people.vendor_id, people.uid
      order by requests.pick_up_on, orders.number nulls last, requests.id
      limit ${limit}`),
    db.execute(sql`
      select count(distinct requests.id)::int as count
      from hold_lines as lines join hold_requests as requests on requests.id = lines.request_id
      where ${staged}`),
  ]);
  const rows = (listed as unknown as { rows: Row[] }).rows;
  return {
    orders: rows.map((row) => ({
      requestId: row.request_id,
      orderNumber: row.order_number,
      production: row.production,
      customer: row.customer,
      pickUpOn: row.pick_up_on,
      linesPulled: Number(row.lines_pulled),
    })),
    count: Number((counted as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0),
  };
}
