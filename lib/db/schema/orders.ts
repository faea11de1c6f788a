import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { holdRequests } from './holds';
import { users } from './identity';
import { productions } from './productions';

/**
 * Orders and the counters that number them (issue 26 §2). A Hold request becomes an order when the
 * first of its lines is confirmed; the order keeps the production, the agreed days and the quote it
 * was confirmed at, and its lines are the request's lines from confirmed on.
 */

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One counter per house, kind of document and year: the last number given. Taken by an upsert
 * that holds the row until its transaction ends, so numbers follow one another without a gap (a
 * transaction that rolls back gives its number back) and never repeat.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    vendorId: text('vendor_id').notNull(),
    kind: text('kind').$type<'order' | 'invoice' | 'creditNote'>().notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.kind, t.year] }), check('document_counters_last_check', sql`${t.last} >= 1`)],
);

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    /** ORD-2027-000123: the year it was confirmed in, and its place in that year. */
    number: text('number').notNull(),
    /** One order per request: a second confirmed line joins the first's order. */
    requestId: text('request_id')
      .notNull()
      .unique()
      .references(() => holdRequests.id),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    studio: text('studio').notNull().default(''),
    production: text('production').notNull().default(''),
    /** The request's production (issue 26 §1): its terms decide how the order is billed. */
    productionId: text('production_id').references(() => productions.id),
    /** The agreed days: the request's pick-up and return days when the order was made. */
    pickUpOn: date('pick_up_on', { mode: 'string' }).notNull(),
    returnOn: date('return_on', { mode: 'string' }).notNull(),
    /** The request's weekly quote, as it stood when the order was confirmed. */
    quote: jsonb('quote').$type<Record<string, unknown>>(),
    confirmedAt: ms('confirmed_at').notNull(),
  },
  (t) => [
    unique('orders_number_key').on(t.vendorId, t.number),
    index('orders_owner_idx').on(t.vendorId, t.uid),
    check('orders_number_check', sql`${t.number} ~ '^ORD-[0-9]{4}-[0-9]{6,}$'`),
    check('orders_days_check', sql`${t.returnOn} >= ${t.pickUpOn}`),
  ],
);

/**
 * A customer's ask to keep an order's props longer (issue 26 §5): the new return day, then staff's
 * answer. One ask waits per order at a time.
 */
export const orderExtensions = pgTable(
  'order_extensions',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    /** The return day the order had when asked, and the one asked for. */
    fromReturnOn: date('from_return_on', { mode: 'string' }).notNull(),
    toReturnOn: date('to_return_on', { mode: 'string' }).notNull(),
    state: text('state').$type<'asked' | 'accepted' | 'declined'>().notNull().default('asked'),
    reason: text('reason').notNull().default(''),
    askedAt: ms('asked_at').notNull(),
    answeredAt: ms('answered_at'),
    answeredBy: text('answered_by'),
  },
  (t) => [
    uniqueIndex('order_extensions_one_asked')
      .on(t.orderId)
      .where(sql`${t.state} = 'asked'`),
    check('order_extensions_state_check', sql`${t.state} in ('asked', 'accepted', 'declined')`),
    check('order_extensions_days_check', sql`${t.toReturnOn} > ${t.fromReturnOn}`),
  ],
);
