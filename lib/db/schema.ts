import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

export const PURCHASE_TYPES = ['Free', 'Weekly Rental'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

export type Photo = { url: string; width: number; height: number; alt: string };
/** Inches; the prop house measures in the tenant's imperial units. */
export type Dimensions = { width: number; depth: number; height: number };

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  photo: jsonb('photo').$type<Photo>().notNull(),
});

/** A catalogue item; `id` is the search objectID. */
export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    vendorId: text('vendor_id').notNull(),
    photos: jsonb('photos').$type<Photo[]>().notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'`),
    colors: text('colors').array().notNull().default(sql`'{}'`),
    rooms: text('rooms').array().notNull().default(sql`'{}'`),
    materials: text('materials').array().notNull().default(sql`'{}'`),
    purchaseType: text('purchase_type').$type<PurchaseType>().notNull(),
    /** Cents per week; null for free items. */
    weeklyPrice: integer('weekly_price'),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    dimensions: jsonb('dimensions').$type<Dimensions>().notNull(),
    weightLb: real('weight_lb').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('items_created_at_idx').on(t.createdAt.desc()),
    index('items_category_idx').on(t.categoryId),
    index('items_purchase_type_idx').on(t.purchaseType, t.createdAt.desc()),
    check('items_purchase_type_check', sql`${t.purchaseType} in ('Free', 'Weekly Rental')`),
    check('items_price_check', sql`(${t.purchaseType} = 'Free') = (${t.weeklyPrice} is null)`),
    check('items_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

/** Messages sent from the contact page; staff read them in the back office. */
export const contactMessages = pgTable('contact_messages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  production: text('production').notNull().default(''),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every app instance (see lib/rate-limit). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
