import { z } from 'zod';
import { ITEM_STATUSES, PURCHASE_TYPES, type Dimensions, type ItemStatus, type PurchaseType } from '@/lib/db/schema';
import { centsOf } from '@/lib/house/money';
import { typedLine, typedLines } from '@/lib/text/typed-text';

/**
 * An item's fields as staff type them (issue 13 §3, §4): one set for the staff's item form, the CSV
 * export and the CSV import, so the three can never disagree. Every field arrives as text (a form
 * field or a CSV cell) and leaves as what the items table stores.
 */
export type ItemFields = {
  sku: string;
  title: string;
  description: string;
  /** The category's id; staff may type its id or its name. */
  categoryId: string;
  purchaseType: PurchaseType;
  /** Cents per week; null for free items. */
  weeklyPrice: number | null;
  quantity: number;
  status: ItemStatus;
  dimensions: Dimensions;
  weightLb: number;
  tags: string[];
  colors: string[];
  rooms: string[];
  materials: string[];
  /** One of the house's periods (issue 28 §2), or null: surplus and new stock have none. */
  period: string | null;
  /**
   * What a unit that does not come back is charged at (issue 26 §4), in cents; null when not set.
   * Undefined when not said: a CSV exported before the column leaves each item's as it is.
   */
  replacementValue?: number | null;
  /**
   * Where the prop lives in the warehouse (issue 38 §3), such as "A-12-3"; '' when not placed.
   * Undefined when not said: a CSV without the Location column keeps each item's location.
   */
  location?: string;
};

/** The text each field arrives as, keyed by the form field's name; an optional column may be absent from a CSV. */
export type ItemFieldsText = Record<Exclude<ItemFieldName, OptionalItemFieldName>, string> & Partial<Record<OptionalItemFieldName, string>>;
type OptionalItemFieldName = Extract<(typeof ITEM_FIELDS)[number], { optional: true }>['name'];
export type ItemFieldName = (typeof ITEM_FIELDS)[number]['name'];

/**
 * Each field's form name and its CSV column, in the CSV's order. The column headers are the one
 * header set the export writes and the import reads.
 */
export const ITEM_FIELDS = [
  { name: 'sku', column: 'SKU' },
  { name: 'title', column: 'Title' },
  { name: 'description', column: 'Description' },
  { name: 'category', column: 'Category' },
  { name: 'purchaseType', column: 'Purchase Type' },
  { name: 'weeklyPrice', column: 'Weekly Price' },
  { name: 'quantity', column: 'Quantity' },
  { name: 'status', column: 'Status' },
  { name: 'width', column: 'Width (in)' },
  { name: 'depth', column: 'Depth (in)' },
  { name: 'height', column: 'Height (in)' },
  { name: 'weight', column: 'Weight (lb)' },
  { name: 'tags', column: 'Tags' },
  { name: 'colors', column: 'Colors' },
  { name: 'rooms', column: 'Rooms' },
  { name: 'materials', column: 'Materials' },
  // Last, so a spreadsheet kept from an export before it needs only a column added at its end.
  { name: 'period', column: 'Period' },
  // Issue 26 §4, after Period and optional: a file exported before it imports as it did, keeping each item's value.
  { name: 'replacementValue', column: 'Replacement Value', optional: true },
  // Issue 38 §3, optional for the same reason: a file without it imports and keeps each item's location.
  { name: 'location', column: 'Location', optional: true },
] as const;

export const ITEM_COLUMNS = ITEM_FIELDS.map((field) => field.column);

/** The columns a file may leave out (added after files were exported without them). */
export const OPTIONAL_ITEM_COLUMNS: readonly string[] = ITEM_FIELDS.filter((field) => 'optional' in field && field.optional).map((field) => field.column);

/** How list fields (tags, colours, rooms, materials) are written in one cell or field. */
export const LIST_SEPARATOR = ', ';

/**
 * What the fields are checked against: the house's categories, the colours its filter bar knows, and
 * its periods (the values of its Period custom field; none listed, and any period may be typed).
 */
export type ItemFieldsContext = { categories: { id: string; name: string }[]; colors: readonly string[]; periods: readonly string[] };

const MAX_UNITS = 100_000;

/** The longest location, as the items table's check says: an aisle, bay and shelf with room to spare. */
export const MAX_LOCATION = 40;

/** A location as staff type it (issue 38 §3): one trimmed line of the house's own structure, "A-12-3". */
export const locationSchema = typedLine('the location').max(MAX_LOCATION, `Keep the location to ${MAX_LOCATION} characters.`);

function measure(what: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .pipe(
      z.coerce
        .number<string>({ error: `Enter the ${what} as a number.` })
        .min(0, `The ${what} cannot be negative.`)
        .max(max, `The ${what} is too large.`),
    );
}

function list(what: string) {
  return typedLine(what)
    .max(1_000, `Keep the ${what} to 1,000 characters.`)
    .transform((text) => [...new Set(text.split(/\s*[,;]\s*/).filter(Boolean))])
    .pipe(z.array(z.string().max(60, `Keep each of the ${what} to 60 characters.`)).max(30, `Give at most 30 ${what}.`));
}

/** "$1,250.50" or "1250.5" into cents, up to $9,999,999.99. */
function money(text: string): number | null {
  const cents = centsOf(text);
  return cents !== null && cents < 1_000_000_000 ? cents : null;
}

type MoneyCells = { purchaseType?: unknown; weeklyPrice?: unknown; replacementValue?: unknown };

/**
 * The weekly price (by the purchase type) and the replacement value: checked on whatever the other
 * fields made of their cells, a bad purchase type too (then a price that is not money is still said).
 */
function moneyIssues(fields: MoneyCells): { path: [string]; message: string }[] {
  const issues: { path: [string]; message: string }[] = [];
  const price = typeof fields.weeklyPrice === 'string' ? fields.weeklyPrice.trim() : '';
  if (fields.purchaseType === 'Weekly Rental') {
    const cents = money(price);
    if (cents === null || cents === 0) issues.push({ path: ['weeklyPrice'], message: 'Enter the weekly price in dollars, such as 45.00.' });
  } else if (fields.purchaseType === 'Free') {
    if (price !== '' && money(price) !== 0) issues.push({ path: ['weeklyPrice'], message: 'A free item has no weekly price: leave it empty.' });
  } else if (price !== '' && money(price) === null) {
    issues.push({ path: ['weeklyPrice'], message: 'Enter the weekly price in dollars, such as 45.00.' });
  }
  const value = typeof fields.replacementValue === 'string' ? fields.replacementValue.trim() : undefined;
  if (value !== undefined && value !== '' && money(value) === null)
    issues.push({ path: ['replacementValue'], message: 'Enter the replacement value in dollars, such as 150.00, or leave it empty.' });
  return issues;
}

/** The schema that turns the fields' text into ItemFields, with a message per field a person can act on. */
export function itemFieldsSchema({ categories, colors, periods }: ItemFieldsContext) {
  const categoryIds = new Map(
    categories.flatMap((category) => [[category.id.toLowerCase(), category.id] as const, [category.name.toLowerCase(), category.id] as const]),
  );
  const knownColors = new Map(colors.map((color) => [color.toLowerCase(), color]));
  const knownPeriods = new Map(periods.map((period) => [period.toLowerCase(), period]));
  // The checks across fields run even when a field failed (issue 38 §6): a row with a price of
  // "forty" and a quantity of -1 is told both at once. A transform runs only on a clean parse, so
  // they are a refinement of their own (`when`: always), reading the cells' text.
  return z
    .object({
      sku: typedLine('the SKU')
        .min(1, 'Enter the SKU.')
        .max(40, 'Keep the SKU to 40 characters.')
        .regex(/^[\w.\-/]+$/, 'Use only letters, digits and - _ . / in the SKU.'),
      title: typedLine('the title').min(1, 'Enter the title.').max(120, 'Keep the title to 120 characters.'),
      description: typedLines('the description').max(5_000, 'Keep the description to 5,000 characters.'),
      category: z
        .string()
        .trim()
        .min(1, 'Choose a category.')
        .transform((text, context) => {
          const id = categoryIds.get(text.toLowerCase());
          if (!id) context.addIssue({ code: 'custom', message: `There is no category “${text.slice(0, 60)}”.` });
          return id ?? '';
        }),
      purchaseType: z
        .string()
        .trim()
        .pipe(z.enum(PURCHASE_TYPES, { error: 'Choose Free or Weekly Rental.' })),
      weeklyPrice: z.string().trim(),
      quantity: z
        .string()
        .trim()
        .min(1, 'Enter how many units the house has.')
        .pipe(
          z.coerce
            .number<string>({ error: 'Enter the quantity as a whole number.' })
            .int('Enter the quantity as a whole number.')
            .min(0, 'The quantity cannot be negative.')
            .max(MAX_UNITS, 'Enter a smaller quantity.'),
        ),
      status: z
        .string()
        .trim()
        .transform((text) => text.toLowerCase() || 'active')
        .pipe(z.enum(ITEM_STATUSES, { error: 'Choose active, hidden or archived.' })),
      width: measure('width', 10_000),
      depth: measure('depth', 10_000),
      height: measure('height', 10_000),
      weight: measure('weight', 100_000),
      tags: list('tags'),
      colors: list('colours').transform((names, context) =>
        names.map((name) => {
          const color = knownColors.get(name.toLowerCase());
          if (!color) context.addIssue({ code: 'custom', message: `“${name.slice(0, 60)}” is not one of the house’s colours (${colors.join(', ')}).` });
          return color ?? name;
        }),
      ),
      rooms: list('rooms'),
      materials: list('materials'),
      period: typedLine('the period')
        .max(60, 'Keep the period to 60 characters.')
        .transform((text, context) => {
          if (text === '') return null;
          if (knownPeriods.size === 0) return text;
          const period = knownPeriods.get(text.toLowerCase());
          if (!period) context.addIssue({ code: 'custom', message: `“${text}” is not one of the house’s periods (${periods.join(', ')}).` });
          return period ?? text;
        }),
      replacementValue: z.string().trim().optional(),
      location: locationSchema.optional(),
    })
    .superRefine(
      (fields, context) => {
        for (const issue of moneyIssues(fields)) context.addIssue({ code: 'custom', ...issue });
      },
      { when: () => true },
    )
    .transform((fields): ItemFields => {
      const weeklyPrice = fields.purchaseType === 'Weekly Rental' ? money(fields.weeklyPrice) : null;
      const replacementValue = fields.replacementValue === undefined ? undefined : fields.replacementValue === '' ? null : money(fields.replacementValue);
      return {
        sku: fields.sku,
        title: fields.title,
        description: fields.description,
        categoryId: fields.category,
        purchaseType: fields.purchaseType,
        weeklyPrice,
        quantity: fields.quantity,
        status: fields.status,
        dimensions: { width: fields.width, depth: fields.depth, height: fields.height },
        weightLb: fields.weight,
        tags: fields.tags,
        colors: fields.colors,
        rooms: fields.rooms,
        materials: fields.materials,
        period: fields.period,
        ...(replacementValue === undefined ? {} : { replacementValue }),
        ...(fields.location === undefined ? {} : { location: fields.location }),
      };
    });
}

/** An item as the fields' text: what the form starts with and what the CSV export writes. */
export function itemFieldsText(item: ItemFields, categoryName: string): ItemFieldsText {
  return {
    sku: item.sku,
    title: item.title,
    description: item.description,
    category: categoryName,
    purchaseType: item.purchaseType,
    weeklyPrice: item.weeklyPrice === null ? '' : (item.weeklyPrice / 100).toFixed(2),
    quantity: String(item.quantity),
    status: item.status,
    width: String(item.dimensions.width),
    depth: String(item.dimensions.depth),
    height: String(item.dimensions.height),
    weight: String(item.weightLb),
    tags: item.tags.join(LIST_SEPARATOR),
    colors: item.colors.join(LIST_SEPARATOR),
    rooms: item.rooms.join(LIST_SEPARATOR),
    materials: item.materials.join(LIST_SEPARATOR),
    period: item.period ?? '',
    replacementValue: item.replacementValue == null ? '' : (item.replacementValue / 100).toFixed(2),
    location: item.location ?? '',
  };
}
