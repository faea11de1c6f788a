import 'server-only';
import { sql } from 'drizzle-orm';
import { customerNameIn } from '@/lib/customers/customer-name';
import type { Db } from '@/lib/db';
import type { ReportRange } from './report-range';

/**
 * Requests, orders and returns over a range of days (issue 13 §8, decision 94), each row as its CSV
 * writes it. Days are the house's (`timeZone`), both ends of the range included:
 * - a request counts on the day it was sent (created), whatever its state now;
 * - an order's lines are its rental lines confirmed and not cancelled (confirmed, out or returned),
 *   counted on their pick-up day; the "Orders" figure counts the orders, a request's lines being one
 *   (`orderFigures`, issue 36 §3, decision 144), and the lines apart;
 * - a return is a line marked returned, counted on the day staff marked it, with its condition note
 *   and missing units.
 */

export type RequestRow = {
  requestId: string;
  sentOn: string;
  kind: 'hold' | 'claim';
  customer: string;
  studio: string;
  production: string;
  pickUpOn: string;
  returnOn: string | null;
  lines: number;
  units: number;
};

export type OrderRow = {
  requestId: string;
  lineId: string;
  pickUpOn: string;
  returnOn: string;
  customer: string;
  production: string;
  sku: string;
  title: string;
  quantity: number;
  state: string;
};

export type ReturnRow = {
  requestId: string;
  lineId: string;
  returnedOn: string;
  customer: string;
  production: string;
  sku: string;
  title: string;
  quantity: number;
  missingUnits: number;
  conditionNote: string;
};

type Where = { vendorId: string; timeZone: string; range: ReportRange };

// Issue 25 §3: the customer's name first; a deleted record falls back to the account's email.
const customer = customerNameIn('people', `coalesce(accounts.email, '')`);
const people = sql.raw(`left join vendor_users as people on people.vendor_id = requests.vendor_id and people.uid = requests.uid
  left join users as accounts on accounts.id = requests.uid`);
const houseDay = (column: string, timeZone: string) => sql`(${sql.raw(column)} at time zone ${timeZone})::date`;

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function requestsInRange(db: Db, { vendorId, timeZone, range }: Where): Promise<RequestRow[]> {
  const found = await rows<Record<string, string | number | null>>(
    db,
    sql`
    select requests.id, to_char(${houseDay('requests.created_at', timeZone)}, 'YYYY-MM-DD') as sent_on, requests.kind, ${customer} as customer,
      requests.studio, requests.production, requests.pick_up_on::text as pick_up_on, requests.return_on::text as return_on,
      (select count(*) from hold_lines where request_id = requests.id)::int as lines,
      (select coalesce(sum(quantity), 0) from hold_lines where request_id = requests.id)::int as units
    from hold_requests as requests ${people}
    where requests.vendor_id = ${vendorId} and ${houseDay('requests.created_at', timeZone)} between ${range.from}::date and ${range.to}::date
    order by requests.created_at, requests.id`,
  );
  return found.map((row) => ({
    requestId: String(row.id),
    sentOn: String(row.sent_on),
    kind: row.kind as 'hold' | 'claim',
    customer: String(row.customer),
    studio: String(row.studio),
    production: String(row.production),
    pickUpOn: String(row.pick_up_on),
    returnOn: row.return_on === null ? null : String(row.return_on),
    lines: Number(row.lines),
    units: Number(row.units),
  }));
}

export async function ordersInRange(db: Db, { vendorId, range }: Where): Promise<OrderRow[]> {
  const found = await rows<Record<string, string | number>>(
    db,
    sql`
    select requests.id as request_id, lines.id as line_id, requests.pick_up_on::text as pick_up_on, requests.return_on::text as return_on,
      ${customer} as customer, requests.production, lines.sku, lines.title, lines.quantity, lines.state
    from hold_lines as lines
    join hold_requests as requests on requests.id = lines.request_id ${people}
    where requests.vendor_id = ${vendorId} and requests.kind = 'hold' and lines.state in ('confirmed', 'out', 'returned')
      and requests.pick_up_on between ${range.from}::date and ${range.to}::date
    order by requests.pick_up_on, requests.id, lines.seq`,
  );
  return found.map((row) => ({
    requestId: String(row.request_id),
    lineId: String(row.line_id),
    pickUpOn: String(row.pick_up_on),
    returnOn: String(row.return_on),
    customer: String(row.customer),
    production: String(row.production),
    sku: String(row.sku),
    title: String(row.title),
    quantity: Number(row.quantity),
    state: String(row.state),
  }));
}

export async function returnsInRange(db: Db, { vendorId, timeZone, range }: Where): Promise<ReturnRow[]> {
  const found = await rows<Record<string, string | number>>(
    db,
    sql`
    select requests.id as request_id, lines.id as line_id, to_char(${houseDay('lines.state_changed_at', timeZone)}, 'YYYY-MM-DD') as returned_on,
      ${customer} as customer, requests.production, lines.sku, lines.title, lines.quantity, lines.missing_units, lines.condition_note
    from hold_lines as lines
    join hold_requests as requests on requests.id = lines.request_id ${people}
    where requests.vendor_id = ${vendorId} and lines.state = 'returned'
      and ${houseDay('lines.state_changed_at', timeZone)} between ${range.from}::date and ${range.to}::date
    order by lines.state_changed_at, lines.seq`,
  );
  return found.map((row) => ({
    requestId: String(row.request_id),
    lineId: String(row.line_id),
    returnedOn: String(row.returned_on),
    customer: String(row.customer),
    production: String(row.production),
    sku: String(row.sku),
    title: String(row.title),
    quantity: Number(row.quantity),
    missingUnits: Number(row.missing_units),
    conditionNote: String(row.condition_note),
  }));
}
