import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { items, type Photo } from './catalog';
import { users } from './identity';
import { productions } from './productions';
import { setLists } from './set-lists';

/**
 * Hold requests (issue 12): a crew's request with its lines, each line moving through the life of
 * lib/holds/hold-lifecycle.ts, and the staff's own blocks (repair, lost). A line's `period` is the
 * days its units are away from the shelf: pick-up to return, plus the grace day and the house's
 * turnaround buffer, as a daterange [first day, first free day).
 */

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });
const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

export const holdRequests = pgTable(
  'hold_requests',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    /** Business history: an account is never deleted from under its requests. */
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    /** A Hold (rental) or a claim of free surplus. */
    kind: text('kind').$type<'hold' | 'claim'>().notNull(),
    setListId: text('set_list_id').references(() => setLists.id, { onDelete: 'set null' }),
    pickUpOn: date('pick_up_on', { mode: 'string' }).notNull(),
    /** null for a claim: free surplus does not come back. */
    returnOn: date('return_on', { mode: 'string' }),
    fulfilment: text('fulfilment').$type<'pickUp' | 'delivery'>().notNull().default('pickUp'),
    /** A claim's collection window on its pick-up day, such as "09:00–11:00" (tenant `claims`). */
    pickUpWindow: text('pick_up_window'),
    /** Issue 38 §4: the booked pick-up and return times on the house's clock, "HH:MM" within its opening hours; null is none booked. */
    pickUpTime: text('pick_up_time'),
    returnTime: text('return_time'),
    notes: text('notes').notNull().default(''),
    studio: text('studio').notNull().default(''),
    production: text('production').notNull().default(''),
    title: text('title').notNull().default(''),
    /** The production it is for (issue 26 §1): `studio` and `production` above are its words as sent. */
    productionId: text('production_id').references(() => productions.id),
    /** The weekly quote and discount schedule as sent (lib/set-lists/weekly-quote.ts). */
    quote: jsonb('quote').$type<Record<string, unknown>>(),
    /** The card authorisation (issue 12 §7): by Stripe, or the paper form staff received; when, and for how much. */
    cardMethod: text('card_method').$type<'stripe' | 'paper'>(),
    cardAuthorisedAt: ms('card_authorised_at'),
    cardAmountCents: integer('card_amount_cents'),
    stripeSessionId: text('stripe_session_id').unique(),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    createdAt: ms('created_at').notNull().defaultNow(),
    updatedAt: ms('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('hold_requests_owner_idx').on(t.vendorId, t.uid, t.createdAt),
    // Issue 38 §4: the schedule, the Today page and the reminders read a day's pick-ups and returns.
    index('hold_requests_pick_up_idx').on(t.vendorId, t.pickUpOn),
    index('hold_requests_return_idx').on(t.vendorId, t.returnOn),
    check('hold_requests_pick_up_time_check', sql`${t.pickUpTime} is null or ${t.pickUpTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check(
      'hold_requests_return_time_check',
      sql`${t.returnTime} is null or (${t.returnOn} is not null and ${t.returnTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')`,
    ),
    check('hold_requests_kind_check', sql`${t.kind} in ('hold', 'claim')`),
    check('hold_requests_fulfilment_check', sql`${t.fulfilment} in ('pickUp', 'delivery')`),
    check(
      'hold_requests_card_check',
      sql`(${t.cardAuthorisedAt} is null) = (${t.cardMethod} is null) and (${t.cardMethod} is null or ${t.cardMethod} in ('stripe', 'paper'))`,
    ),
    check('hold_requests_window_check', sql`${t.pickUpWindow} is null or ${t.kind} = 'claim'`),
    check('hold_requests_dates_check', sql`(${t.kind} = 'claim') = (${t.returnOn} is null) and (${t.returnOn} is null or ${t.returnOn} >= ${t.pickUpOn})`),
  ],
);

export const holdLines = pgTable(
  'hold_lines',
  {
    id: text('id').primaryKey(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    requestId: text('request_id')
      .notNull()
      .references(() => holdRequests.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    state: text('state').notNull().default('requested'),
    period: daterange('period').notNull(),
    heldAt: ms('held_at'),
    challengedAt: ms('challenged_at'),
    stateChangedAt: ms('state_changed_at').notNull().defaultNow(),
    reason: text('reason').notNull().default(''),
    /** When the customer was reminded that this hold ends within a day; null until then, and again on each new hold. */
    remindedAt: ms('reminded_at'),
    /** Moved by staff or the system since the customer last looked at "Your Holds" (issue 12 §5). */
    unread: boolean('unread').notNull().default(false),
    /** What staff noted at the counter when the line went out or came back (issue 13 §6). */
    conditionNote: text('condition_note').notNull().default(''),
    /** Units that did not come back with a returned line. */
    missingUnits: integer('missing_units').notNull().default(0),
    /** Units that came back damaged (issue 26 §4): billed on the order's loss-and-damage invoice at `repairCents`. */
    damagedUnits: integer('damaged_units').notNull().default(0),
    /** What staff typed at the counter to repair the damaged units, in cents, for the line; 0 when none. */
    repairCents: integer('repair_cents').notNull().default(0),
    /** Staff's discount on this line (issue 26 §3, decision 137), in basis points (12.5 % is 1250); set before the rental invoice, which bills it. */
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    /** Photos staff took of the line's condition when it came back (issue 26 §4, decision 136): stored as item photos are. */
    conditionPhotos: jsonb('condition_photos').$type<Photo[]>().notNull().default([]),
    /** The house's day the line really went out (issue 25 §4): utilisation counts from it, early or not. */
    outOn: date('out_on', { mode: 'string' }),
    /** The house's day the line really came back (issue 26 §3): its invoice bills the weeks from `outOn` to this day. */
    backOn: date('back_on', { mode: 'string' }),
    /**
     * Taken off the shelf for its pick-up (issue 38 §3, decision 153): when and by whom, from the pull
     * sheet; null until then, and again when un-ticked. Not a state: a pulled line is still confirmed.
     */
    pulledAt: ms('pulled_at'),
    pulledBy: text('pulled_by'),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('hold_lines_request_idx').on(t.requestId, t.seq),
    // Availability reads the lines of one prop whose period overlaps a range.
    index('hold_lines_item_idx').on(t.itemId, t.state),
    index('hold_lines_period_idx').using('gist', t.period),
    // The catalogue's date filter reads only the lines that block, by period.
    index('hold_lines_blocking_period_idx')
      .using('gist', t.period)
      .where(sql`${t.state} in ('held', 'challenged', 'confirmed', 'out')`),
    check('hold_lines_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'hold_lines_state_check',
      sql`${t.state} in ('requested', 'held', 'secondHold', 'challenged', 'confirmed', 'out', 'returned', 'declined', 'released', 'expired', 'cancelled', 'collected')`,
    ),
    check('hold_lines_period_check', sql`not isempty(${t.period}) and not lower_inf(${t.period}) and not upper_inf(${t.period})`),
    check('hold_lines_missing_units_check', sql`${t.missingUnits} between 0 and ${t.quantity}`),
    check('hold_lines_damaged_units_check', sql`${t.damagedUnits} >= 0 and ${t.damagedUnits} + ${t.missingUnits} <= ${t.quantity}`),
    check('hold_lines_repair_check', sql`${t.repairCents} >= 0`),
    check('hold_lines_discount_check', sql`${t.discountBasisPoints} between 0 and 10000`),
    check('hold_lines_pulled_check', sql`(${t.pulledAt} is null) = (${t.pulledBy} is null)`),
  ],
);

/** Units staff take off the shelf for a period: in repair, lost, kept for a shoot of the house's own. */
export const itemBlocks = pgTable(
  'item_blocks',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    period: daterange('period').notNull(),
    reason: text('reason').$type<'repair' | 'lost' | 'other'>().notNull(),
    note: text('note').notNull().default(''),
    /**
     * The returned line whose turnaround or lost units this block keeps away (decision 130): a fact
     * of what came back, never refused for want of room. Null for a block staff added by hand.
     */
    lineId: text('line_id').references(() => holdLines.id, { onDelete: 'set null' }),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('item_blocks_item_idx').on(t.itemId),
    // The holds calendar reads the house's blocks for a month.
    index('item_blocks_period_idx').using('gist', t.period),
    check('item_blocks_quantity_check', sql`${t.quantity} >= 1`),
    check('item_blocks_reason_check', sql`${t.reason} in ('repair', 'lost', 'other')`),
    check('item_blocks_period_check', sql`not isempty(${t.period}) and not lower_inf(${t.period}) and not upper_inf(${t.period})`),
  ],
);

/** The thread of a request between the crew and the house (issue 12 §5). */
export const holdMessages = pgTable(
  'hold_messages',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => holdRequests.id, { onDelete: 'cascade' }),
    /** Written by the house's staff, or by the customer whose request it is. */
    fromStaff: boolean('from_staff').notNull(),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** When the other side read it; null while unread. */
    readAt: ms('read_at'),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (t) => [index('hold_messages_request_idx').on(t.requestId, t.createdAt), check('hold_messages_body_check', sql`length(${t.body}) between 1 and 2000`)],
);

/**
 * Each prop's fully booked days: the days its blocking lines and staff blocks take every unit. Kept
 * by triggers on hold_lines, item_blocks and items (migration 0015), under the prop's row lock, so
 * the catalogue's date filter reads these few rows rather than counting every line (issue 12 §10).
 */
export const itemFullDays = pgTable(
  'item_full_days',
  {
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.day] }), index('item_full_days_day_idx').on(t.day)],
);

/**
 * Issue 38 §4: the reminders sent of an order (pick-up tomorrow, return due tomorrow, return overdue),
 * one row per request, kind and day. The row is the claim: a sweep inserts it before sending and only
 * the instance whose insert went in sends, so two instances never send one reminder twice.
 */
export const orderReminders = pgTable(
  'order_reminders',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => holdRequests.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'pickUpTomorrow' | 'returnTomorrow' | 'returnOverdue'>().notNull(),
    /** The house's day the reminder is for: the pick-up day, the return day, or the overdue day it was sent. */
    day: date('day', { mode: 'string' }).notNull(),
    sentAt: ms('sent_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.kind, t.day] }),
    check('order_reminders_kind_check', sql`${t.kind} in ('pickUpTomorrow', 'returnTomorrow', 'returnOverdue')`),
  ],
);
