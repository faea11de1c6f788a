import { sql, type SQL } from 'drizzle-orm';
import { check, customType, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The catalogue (spec §3 items, categories) and what search reads: terms and facet bitmaps (decision 13). */

export const PURCHASE_TYPES = ['Free', 'Weekly Rental'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/**
 * A photo as pages draw it. An uploaded photo also has its stored `key` and the widths it was
 * resized to (lib/inventory/photos), `url` being the widest; the demo's generated pictures have neither.
 */
export type Photo = { url: string; width: number; height: number; alt: string; key?: string; widths?: number[] };

/**
 * Whether crews see an item (issue 13 §3): `active` in the catalogue; `hidden` kept out of it for a
 * while (being repaired, photographed); `archived` retired for good. Items with holds or history are
 * archived, never deleted.
 */
export const ITEM_STATUSES = ['active', 'hidden', 'archived'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];
/** Inches; the prop house measures in the tenant's imperial units. */
export type Dimensions = { width: number; depth: number; height: number };

/** The words an item's kind is read from: what staff typed, else its title less what describes it (decision 112). */
const KIND_SOURCE = `coalesce(nullif(btrim(kind), ''), prop_kind_words(title, array[period] || colors || materials || tags))`;

/** Written only by the items_search_fields trigger (migration 0002), never by the app. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bitVarying = customType<{ data: string }>({ dataType: () => 'bit varying' });

export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  photo: jsonb('photo').$type<Photo>().notNull(),
});

/** A catalogue item; `id` is the search objectID. */
/**
 * A title in natural order ("Lamp 2" before "Lamp 10", issue 38 §6): lower-cased, each run of digits
 * padded to twelve. One expression of immutable functions, so the staff's list sorts on its index.
 */
export const naturalTitleOf = (title: AnyPgColumn): SQL<string> =>
  sql<string>`regexp_replace(regexp_replace(lower(${title}), '(\\d+)', '00000000000\\1', 'g'), '0*(\\d{12})(?!\\d)', '\\1', 'g')`;

export const items = pgTable(
  'items',
  {
    id: text('id').primaryKey(),
    /** The item's bit in facet_bitmaps: chunk seq >> 12, bit seq & 4095. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull().unique(),
    sku: text('sku').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    vendorId: text('vendor_id').notNull(),
    photos: jsonb('photos').$type<Photo[]>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'`),
    colors: text('colors')
      .array()
      .notNull()
      .default(sql`'{}'`),
    rooms: text('rooms')
      .array()
      .notNull()
      .default(sql`'{}'`),
    materials: text('materials')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The era it is from, one of the tenant's Period values (issue 28 §2); null for what has none, such as surplus materials. */
    period: text('period'),
    /**
     * The kind of prop as staff name it ("Bar Stool"), which similar props are found by (issue 28 §5,
     * decision 112); null takes it from the title.
     */
    kind: text('kind'),
    /**
     * The kind as similar props compare it, written by the database (migration 0024's prop_kind_*
     * functions): `kind`, or the title's last words after its period, colours, materials and styles,
     * each word stemmed ("bar stool", "dine tabl"). Same key, same kind of prop.
     */
    kindKey: text('kind_key')
      .notNull()
      .generatedAlwaysAs(sql.raw(`prop_kind_key(${KIND_SOURCE})`)),
    /** The head noun of that kind ("stool", "tabl"), a set's or lot's own noun rather than "set": kinds alike within a category. */
    kindHead: text('kind_head')
      .notNull()
      .generatedAlwaysAs(sql.raw(`prop_kind_head(prop_kind_key(${KIND_SOURCE}))`)),
    purchaseType: text('purchase_type').$type<PurchaseType>().notNull(),
    /** Cents per week; null for free items. */
    weeklyPrice: integer('weekly_price'),
    /** What the house charges for a unit that does not come back (issue 26 §4), in cents; null when not set. */
    replacementValueCents: integer('replacement_value_cents'),
    /**
     * Where the prop lives in the warehouse (issue 38 §3, decision 153), in the house's own structure
     * ("A-12-3": aisle, bay, shelf); '' when not placed. Staff and labels only: the pull sheet sorts by it.
     */
    location: text('location').notNull().default(''),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').$type<ItemStatus>().notNull().default('active'),
    dimensions: jsonb('dimensions').$type<Dimensions>().notNull(),
    weightLb: real('weight_lb').notNull(),
    /**
     * Fields of an item imported from the hosted search index (issue 27) that no column holds, kept
     * as they were rather than dropped; empty for items made here.
     */
    importedFields: jsonb('imported_fields').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its words as written (no stemming: the other forms of a word come from search_terms), weighted:
     * A title and SKU, B category, period, tags, colours, rooms and materials, C description (issue 28 §1).
     */
    searchVector: tsvector('search_vector'),
    /** Every facet value of the item as `facet:value` (lib/catalog/facets.ts), so one GIN index filters and counts them all. */
    facetValues: text('facet_values').array(),
  },
  (t) => [
    index('items_search_vector_idx').using('gin', t.searchVector),
    index('items_facet_values_idx').using('gin', t.facetValues),
    index('items_title_idx').on(t.title, t.id),
    // The staff's list in natural order (issue 38 §6), and a SKU found as it is typed ("LGT-00…", issue 38 §1).
    index('items_natural_title_idx').on(t.vendorId, naturalTitleOf(t.title), t.id),
    index('items_sku_prefix_idx').using('btree', sql`${t.sku} text_pattern_ops`),
    index('items_price_idx').on(sql`coalesce(${t.weeklyPrice}, 0)`, t.createdAt.desc().nullsFirst(), t.id),
    // Newest first with the id as tie-break: the catalogue's default order, read straight off the index.
    index('items_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('items_category_idx').on(t.categoryId),
    // Similar props (issue 28 §5): the same kind anywhere, and kinds with the same head noun in the category.
    index('items_kind_idx').on(t.kindKey, t.period, t.id),
    index('items_kind_head_idx').on(t.categoryId, t.kindHead, t.kindKey, t.id),
    // Props with no units: the date filter leaves them out without reading every prop.
    index('items_none_left_idx')
      .on(t.id)
      .where(sql`${t.quantity} = 0`),
    // Free props with none left have been collected: every search leaves them out (issue 12 §8).
    index('items_collected_idx')
      .on(t.id)
      .where(sql`${t.quantity} = 0 and ${t.purchaseType} = 'Free'`),
    check('items_purchase_type_check', sql`${t.purchaseType} in ('Free', 'Weekly Rental')`),
    check('items_price_check', sql`(${t.purchaseType} = 'Free') = (${t.weeklyPrice} is null)`),
    check('items_quantity_check', sql`${t.quantity} >= 0`),
    check('items_replacement_value_check', sql`${t.replacementValueCents} >= 0`),
    check('items_status_check', sql`${t.status} in ('active', 'hidden', 'archived')`),
    check('items_kind_check', sql`length(${t.kind}) <= 60`),
    check('items_location_check', sql`length(${t.location}) <= 40`),
  ],
);

/**
 * Props staff linked by hand as alternates of each other (issue 28 §5, decision 112): either can
 * stand in for the other, so one row is one link, its ids in order (`item_a_id` < `item_b_id`), and
 * each prop's alternates are read from both columns. Kept with both props; gone when either is deleted.
 */
export const itemAlternates = pgTable(
  'item_alternates',
  {
    vendorId: text('vendor_id').notNull(),
    itemAId: text('item_a_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    itemBId: text('item_b_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemAId, t.itemBId] }),
    index('item_alternates_b_idx').on(t.itemBId, t.itemAId),
    // Byte order, as the writes put them (lib/catalog/item-alternates.ts): the same pair is one row whichever side links it.
    check('item_alternates_order_check', sql`${t.itemAId} collate "C" < ${t.itemBId} collate "C"`),
  ],
);

/**
 * The words of the catalogue, each with its English stem (issue 28 §1): a search word is looked up
 * here before any prop is read, for its other forms (same stem), the words it begins, and, when it
 * matches nothing, its nearest spellings.
 */
export const searchTerms = pgTable('search_terms', { word: text('word').primaryKey(), stem: text('stem') }, (t) => [
  index('search_terms_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
  index('search_terms_word_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  index('search_terms_stem_idx').on(t.stem),
]);

/** The house's search synonyms (issue 28 §1): words and phrases a search for any of which finds what the others name. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    /** As a search reads them: lower case, letters and digits, a phrase's words separated by one space. */
    terms: text('terms').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_synonyms_vendor_idx').on(t.vendorId)],
);

/**
 * For each facet value, which items have it: one 4,096-bit bitmap per chunk of items (by seq).
 * Facet counts AND these together instead of reading every item. Kept by triggers (migration 0001).
 */
export const facetBitmaps = pgTable(
  'facet_bitmaps',
  {
    facetValue: text('facet_value').notNull(),
    chunk: integer('chunk').notNull(),
    bits: bitVarying('bits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.facetValue, t.chunk] })],
);
