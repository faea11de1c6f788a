import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import type { Photo } from '@/lib/db/schema';
import type { CounterOrder, CounterOrderSummary } from './counter-order-types';
import { customerNameIn } from '@/lib/customers/customer-name';
import { scannedSku } from '@/lib/labels/label-address';
import { containing } from '@/lib/back-office-search/like-pattern';

/** What the counter's one field found: an order to open, several to choose from, nothing, or a code that is no label of ours. */
export type CounterFind =
  { kind: 'order'; number: string } | { kind: 'orders'; orders: CounterOrderSummary[] } | { kind: 'none'; words: string } | { kind: 'problem'; words: string };

const ORDER_NUMBER = /^ORD-\d{4}-\d{6,}$/i;
/** The most orders the counter lists for a name or a production: past that, type more of it. */
export const COUNTER_FIND_LIMIT = 20;

/**
 * The counter's one field (issue 38 §2): an order number, a customer's name or email, a production's
 * title or PO number, a SKU, or a label's address as a scanner types it. Only orders with a unit to
 * go out or to come back count. One order found opens it; several are listed; none is said in words.
 */
export async function findAtCounter(db: Db, vendorId: string, typed: string, site: URL): Promise<CounterFind> {
  const scanned = scannedSku(typed, site);
  if (scanned.sku === null) return { kind: 'problem', words: scanned.problem };
  const text = scanned.sku;
  if (!text) return { kind: 'none', words: 'Type an order number, a customer, a production or a SKU, or scan a label.' };
  const orders = await openOrders(db, vendorId, text);
  if (orders.length === 1) return { kind: 'order', number: orders[0]!.number };
  if (orders.length > 1) return { kind: 'orders', orders };
  return {
    kind: 'none',
    words: ORDER_NUMBER.test(text)
      ? `Order ${text.toUpperCase()} has nothing to go out or come back.`
      : `Nothing to go out or come back matches “${text}”: no order, customer, production or SKU.`,
  };
}

/** Open orders matching the text: its number exactly, a SKU on one of its open lines exactly, or a name, email, production or PO number containing it. */
async function openOrders(db: Db, vendorId: string, text: string): Promise<CounterOrderSummary[]> {
  const exact = text.toUpperCase();
  const pattern = containing(text);
  const result = (await db.execute(sql`
    select orders.number, ${customerNameIn('people')} as customer, orders.production,
      requests.pick_up_on::text as pick_up_on, requests.return_on::text as return_on,
      sum(lines.quantity) filter (where lines.state = 'confirmed')::int as to_go,
      sum(lines.quantity) filter (where lines.state = 'out')::int as out
    from orders
    join hold_requests as requests on requests.id = orders.request_id
    join hold_lines as lines on lines.request_id = orders.request_id and lines.state in ('confirmed', 'out')
    left join vendor_users as people on people.vendor_id = orders.vendor_id and people.uid = orders.uid
    left join productions on productions.id = requests.production_id
    where orders.vendor_id = ${vendorId} and (
      orders.number = ${exact}
      or exists (select 1 from hold_lines as scanned where scanned.request_id = orders.request_id
        and scanned.state in ('confirmed', 'out') and upper(scanned.sku) = ${exact})
      or ${customerNameIn('people')} ilike ${pattern} or people.email ilike ${pattern}
      or orders.production ilike ${pattern} or productions.title ilike ${pattern}
      or (productions.po_number <> '' and upper(productions.po_number) = ${exact})
    )
    group by orders.number, people.first_name, people.last_name, people.display_name, people.email, orders.production, requests.pick_up_on, requests.return_on
    order by requests.pick_up_on, orders.number
    limit ${COUNTER_FIND_LIMIT}
  `)) as unknown as {
    rows: { number: string; customer: string; production: string; pick_up_on: string; return_on: string; to_go: number | null; out: number | null }[];
  };
  return result.rows.map((row) => ({
    number: row.number,
    customer: row.customer,
    production: row.production,
    pickUpOn: row.pick_up_on,
    returnOn: row.return_on,
    toGo: Number(row.to_go ?? 0),
    out: Number(row.out ?? 0),
  }));
}

/** An order at the counter (issue 38 §2): its lines to go out and to come back, in the order they were asked for. */
export async function orderAtCounter(db: Db, vendorId: string, number: string): Promise<CounterOrder | null> {
  if (!ORDER_NUMBER.test(number)) return null;
  const result = (await db.execute(sql`
    select orders.number, orders.request_id, ${customerNameIn('people')} as customer, orders.production,
      requests.pick_up_on::text as pick_up_on, requests.return_on::text as return_on,
      lines.id, lines.item_id, lines.title, lines.sku, lines.quantity, lines.state, lines.pulled_at is not null as pulled,
      lines.condition_photos, items.location, items.photos -> 0 ->> 'url' as thumbnail,
      coalesce(items.replacement_value_cents, 0) > 0 as has_replacement_value
    from orders
    join hold_requests as requests on requests.id = orders.request_id
    left join hold_lines as lines on lines.request_id = orders.request_id and lines.state in ('confirmed', 'out')
    left join items on items.id = lines.item_id
    left join vendor_users as people on people.vendor_id = orders.vendor_id and people.uid = orders.uid
    where orders.vendor_id = ${vendorId} and orders.number = ${number.toUpperCase()}
    order by lines.seq
  `)) as unknown as {
    rows: {
      number: string;
      request_id: string;
      customer: string;
      production: string;
      pick_up_on: string;
      return_on: string;
      id: string | null;
      item_id: string;
      title: string;
      sku: string;
      quantity: number;
      state: 'confirmed' | 'out';
      pulled: boolean;
      condition_photos: Photo[] | string;
      location: string | null;
      thumbnail: string | null;
      has_replacement_value: boolean;
    }[];
  };
  const first = result.rows[0];
  if (!first) return null;
  return {
    number: first.number,
    requestId: first.request_id,
    customer: first.customer,
    production: first.production,
    pickUpOn: first.pick_up_on,
    returnOn: first.return_on,
    lines: result.rows
      .filter((row) => row.id !== null)
      .map((row) => ({
        id: row.id!,
        itemId: row.item_id,
        title: row.title,
        sku: row.sku,
        quantity: Number(row.quantity),
        state: row.state,
        location: row.location ?? '',
        pulled: row.pulled,
        thumbnail: row.thumbnail,
        hasReplacementValue: row.has_replacement_value,
        conditionPhotos: typeof row.condition_photos === 'string' ? (JSON.parse(row.condition_photos) as Photo[]) : row.condition_photos,
      })),
  };
}
