import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { items } from './catalog';
import { users } from './identity';

/**
 * Spec §1 "mark items as favourites": one row per (vendor, person, item). A guest's favourites are
 * kept under the guest's uid and move to the account when the guest signs up (spec §6). The vendor
 * user record mirrors them in its `favorites` map and `stats.favoriteCount`, updated in the same
 * transaction (lib/favourites).
 */
export const favourites = pgTable(
  'favorites',
  {
    vendorId: text('vendor_id').notNull(),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.uid, t.itemId] }), index('favorites_item_idx').on(t.itemId)],
);
