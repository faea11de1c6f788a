import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { Photo } from '@/lib/db/schema';
import { customerNameIn } from '@/lib/customers/customer-name';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { byLocation } from './location-order';

export type PullLine = {
  id: string;
  sku: string;
  title: string;
  quantity: number;
  /** The prop's place in the warehouse, '' when it has none. */
  location: string;
  /** The prop's cover photo, for the thumbnail; null when it has none. */
  photo: Photo | null;
  pulledAt: Date | null;
  pulledBy: string | null;
};

export type PullOrder = {
  requestId: string;
  /** ORD-2026-000001; null only for a confirmed line whose order is not written (never, since decision 131). */
  orderNumber: string | null;
  customer: string;
  studio: string;
  production: string;
  pickUpOn: CalendarDay;
  fulfilment: 'pickUp' | 'delivery';
  lines: PullLine[];
};

type Row = {
  id: string;
  sku: string;
  title: string;
  quantity: number;
  location: string;
  photo: Photo | null;
  pulled_at: string | Date | null;
  pulled_by: string | null;
  request_id: string;
  order_number: string | null;
  customer: string;
  studio: string;
  production: string;
  pick_up_on: string;
  fulfilment: 'pickUp' | 'delivery';
};

/**
 * What to pull for the days from `from` to `to` (issue 38 §3, decision 153): every confirmed line
 * whose request is picked up (or delivered) on one of those days. A line out already, back, or no
 * longer confirmed is not on it; the part of a partial return still out is out, so it is not either.
 * Grouped by order, the orders by pick-up day then number; within an order, the lines in the order
 * of the warehouse's locations (lib/pull-sheet/location-order.ts), those without one last.
 */
export async function readPullSheet(db: Db, vendorId: string, { from, to }: { from: CalendarDay; to: CalendarDay }): Promise<PullOrder[]> {
  const result = (await db.execute(sql`
    select lines.id, lines.sku, lines.title, lines.quantity, items.location, items.photos -> 0 as photo,
      lines.pulled_at, lines.pulled_by,
      requests.id as request_id, orders.number as order_number, ${customerNameIn('people')} as customer,
      requests.studio, requests.production, requests.pick_up_on::text as pick_up_on, requests.fulfilment
    from hold_lines as lines
    join hold_requests as requests on requests.id = lines.request_id
    join items on items.id = lines.item_id
    left join orders on orders.request_id = requests.id
    left join vendor_users as people on people.vendor_id = requests.vendor_id and people.uid = requests.uid
    where requests.vendor_id = ${vendorId} and lines.state = 'confirmed'
      and requests.pick_up_on between ${from}::date and ${to}::date
    order by requests.pick_up_on, orders.number nulls last, requests.id, lines.seq
  `)) as unknown as { rows: Row[] };
  const orders = new Map<string, PullOrder>();
  for (const row of result.rows) {
    let order = orders.get(row.request_id);
    if (!order) {
      order = {
        requestId: row.request_id,
        orderNumber: row.order_number,
        customer: row.customer,
        studio: row.studio,
        production: row.production,
        pickUpOn: row.pick_up_on,
        fulfilment: row.fulfilment,
        lines: [],
      };
      orders.set(row.request_id, order);
    }
    order.lines.push({
      id: row.id,
      sku: row.sku,
      title: row.title,
      quantity: Number(row.quantity),
      location: row.location,
      photo: row.photo,
      pulledAt: row.pulled_at === null ? null : new Date(row.pulled_at),
      pulledBy: row.pulled_by,
    });
  }
  return [...orders.values()].map((order) => ({ ...order, lines: byLocation(order.lines) }));
}
