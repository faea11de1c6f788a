import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { users } from './identity';

/** Timestamps are kept to the millisecond: the §3 maps hand them out as epoch ms. */
const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * Spec §1 "build set lists of items" (issue 11 §2): one list per set or scene, owned by a person
 * (a guest's lists move to the account at sign-up, spec §6). The vendor user record mirrors them in
 * its `setLists` and `setListItems` maps and `stats.setListCount` / `setListItemCount`, in the same
 * transaction (lib/set-lists/mirror-set-lists.ts).
 */
export const setLists = pgTable(
  'set_lists',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    production: text('production').notNull().default(''),
    /** The set or scene, as "Diner — Ep 104". */
    scene: text('scene').notNull().default(''),
    pickUpOn: date('pick_up_on', { mode: 'string' }),
    returnOn: date('return_on', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    archivedAt: ms('archived_at'),
    createdAt: ms('created_at').notNull().defaultNow(),
    updatedAt: ms('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A name is unique among the owner's active lists, whatever its case.
    uniqueIndex('set_lists_active_name_idx')
      .on(t.vendorId, t.uid, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    index('set_lists_owner_idx').on(t.vendorId, t.uid, t.updatedAt),
    index('set_lists_uid_idx').on(t.uid),
    check('set_lists_name_check', sql`length(${t.name}) between 1 and 80`),
    check('set_lists_dates_check', sql`${t.returnOn} is null or ${t.pickUpOn} is null or ${t.returnOn} >= ${t.pickUpOn}`),
  ],
);

/**
 * A line of a set list: a prop and how many. The prop's title and SKU are kept on the line, so a
 * line whose prop leaves the catalogue stays readable (its item_id becomes null) and says so.
 */
export const setListItems = pgTable(
  'set_list_items',
  {
    id: text('id').primaryKey(),
    /** The order lines were added in, which the list keeps (ties of created_at included). */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    setListId: text('set_list_id')
      .notNull()
      .references(() => setLists.id, { onDelete: 'cascade' }),
    itemId: text('item_id').references(() => items.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    /** "approved" or "rejected" ("Not this one"), as the designer marked it through a share link. */
    review: text('review').$type<LineReview>(),
    reviewedBy: text('reviewed_by'),
    reviewedAt: ms('reviewed_at'),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('set_list_items_item_idx').on(t.setListId, t.itemId),
    index('set_list_items_item_id_idx').on(t.itemId),
    check('set_list_items_quantity_check', sql`${t.quantity} >= 1`),
    check('set_list_items_note_check', sql`length(${t.note}) <= 500`),
    check('set_list_items_review_check', sql`${t.review} in ('approved', 'rejected')`),
  ],
);

export type LineReview = 'approved' | 'rejected';

/**
 * A share link (issue 11 §5): its token is the capability, so it is random and long; revoking it or
 * its expiry ends it. One live link per list (a new link revokes the old).
 */
export const setListShares = pgTable(
  'set_list_shares',
  {
    token: text('token').primaryKey(),
    setListId: text('set_list_id')
      .notNull()
      .references(() => setLists.id, { onDelete: 'cascade' }),
    createdAt: ms('created_at').notNull().defaultNow(),
    expiresAt: ms('expires_at'),
    revokedAt: ms('revoked_at'),
  },
  (t) => [
    uniqueIndex('set_list_shares_live_idx')
      .on(t.setListId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** What the designer writes under a shared list: plain text, under a name they give. */
export const setListComments = pgTable(
  'set_list_comments',
  {
    id: text('id').primaryKey(),
    setListId: text('set_list_id')
      .notNull()
      .references(() => setLists.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('set_list_comments_list_idx').on(t.setListId, t.createdAt),
    check('set_list_comments_author_check', sql`length(${t.authorName}) between 1 and 80`),
    check('set_list_comments_body_check', sql`length(${t.body}) between 1 and 1000`),
  ],
);
