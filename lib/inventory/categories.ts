import 'server-only';
import { asc, count, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { categories, items, type Photo } from '@/lib/db/schema';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { typedLine, typedLines } from '@/lib/text/typed-text';
import { itemIdFromSku } from './item-id';

/** A category's fields as staff type them on /staff/categories. */
export const categoryFieldsSchema = z.object({
  name: typedLine('the name').min(1, 'Enter the category’s name.').max(60, 'Keep the name to 60 characters.'),
  description: typedLines('the description').max(1_000, 'Keep the description to 1,000 characters.'),
  sortOrder: z
    .string()
    .trim()
    .transform((text) => text || '0')
    .pipe(
      z.coerce
        .number<string>({ error: 'Enter the order as a whole number.' })
        .int('Enter the order as a whole number.')
        .min(0, 'The order cannot be negative.')
        .max(10_000, 'Enter an order up to 10,000.'),
    ),
});
export type CategoryFields = z.infer<typeof categoryFieldsSchema>;

export type StaffCategory = { id: string; name: string; description: string; sortOrder: number; itemCount: number };

/** Every category in the catalogue's order, with how many items it has (hidden and archived counted: they still belong to it). */
export async function listStaffCategories(db: Db): Promise<StaffCategory[]> {
  const itemCount = sql<number>`(select count(*) from ${items} where ${items.categoryId} = ${categories.id})::int`;
  return db
    .select({ id: categories.id, name: categories.name, description: categories.description, sortOrder: categories.sortOrder, itemCount })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** The choices of the item form's Category select. */
export async function categoryChoices(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** The picture a new category has until the house gives it one: a plain open box on a neutral ground, in public/. */
export const NEW_CATEGORY_PICTURE = '/images/new-category.svg';

/**
 * A new category's picture (decision 0096, issue 28 §2): the house's own neutral placeholder, never one
 * of the demo prop house's drawings (demo/), which a real house's catalogue does not have. It shows
 * nothing of the category, so it has no alt text of its own: the card's name says what it is.
 */
export function newCategoryPhoto(): Photo {
  return { url: NEW_CATEGORY_PICTURE, width: 800, height: 600, alt: '' };
}

const NAME_TAKEN = (name: string) => `There is a category called “${name}” already.`;

function nameTaken(name: string): AppError {
  return new AppError('conflict', NAME_TAKEN(name), { reason: 'NAME_TAKEN', fieldErrors: { name: NAME_TAKEN(name) } });
}

const refused = (error: unknown, name: string) => {
  if (error instanceof AppError) return { ok: false as const, error };
  if (violatedConstraint(error) === 'categories_name_unique') return { ok: false as const, error: nameTaken(name) };
  throw error;
};

/** Adds a category; its id (its page /categories/<id>) is its name as a slug, made unique. Audited with it. */
export async function createCategory(db: Db, fields: CategoryFields, actor: Actor & { vendorId: string }): Promise<Result<{ id: string }>> {
  try {
    const id = await db.transaction(async (tx) => {
      const slug = itemIdFromSku(fields.name);
      const taken = new Set((await tx.select({ id: categories.id }).from(categories)).map((row) => row.id));
      let id = slug;
      for (let n = 2; taken.has(id); n++) id = `${slug}-${n}`;
      await tx.insert(categories).values({ id, ...fields, photo: newCategoryPhoto() });
      await recordAudit(tx, { vendorId: actor.vendorId, actor, subjectType: 'category', subjectId: id, action: 'create', before: {}, after: fields });
      return id;
    });
    return { ok: true, data: { id } };
  } catch (error) {
    return refused(error, fields.name);
  }
}

/** Renames a category or changes its description or order; its id, and so its address, stays. */
export async function updateCategory(db: Db, id: string, fields: CategoryFields, actor: Actor & { vendorId: string }): Promise<Result> {
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!row) throw new AppError('notFound', 'We could not find that category.');
      const before = { name: row.name, description: row.description, sortOrder: row.sortOrder };
      await tx.update(categories).set(fields).where(eq(categories.id, id));
      // The items' search text and facets name the category: rewrite them through their trigger.
      if (row.name !== fields.name)
        await tx
          .update(items)
          .set({ updatedAt: sql`${items.updatedAt}` })
          .where(eq(items.categoryId, id));
      await recordAudit(tx, { vendorId: actor.vendorId, actor, subjectType: 'category', subjectId: id, action: 'edit', before, after: fields });
    });
    return { ok: true, data: null };
  } catch (error) {
    return refused(error, fields.name);
  }
}

export const categoryNotEmpty = (itemCount: number) =>
  `This category has ${itemCount} ${itemCount === 1 ? 'item' : 'items'} (hidden and archived ones included): move them to another category first.`;

/** Deletes an empty category; one with items is refused, naming how many. Locked first, so an item cannot join it meanwhile unnoticed. */
export async function deleteCategory(db: Db, id: string, actor: Actor & { vendorId: string }): Promise<Result<{ name: string }>> {
  try {
    const name = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!row) throw new AppError('notFound', 'We could not find that category.');
      const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(items).where(eq(items.categoryId, id));
      if (n > 0) throw new AppError('conflict', categoryNotEmpty(n), { reason: 'NOT_EMPTY' });
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, {
        vendorId: actor.vendorId,
        actor,
        subjectType: 'category',
        subjectId: id,
        action: 'delete',
        before: { name: row.name, description: row.description, sortOrder: row.sortOrder },
        after: {},
      });
      return row.name;
    });
    return { ok: true, data: { name } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    // An item added to it meanwhile: its foreign key refuses the delete.
    if ((error as { cause?: { code?: string } })?.cause?.code === '23503' || (error as { code?: string })?.code === '23503')
      return { ok: false, error: new AppError('conflict', categoryNotEmpty(1), { reason: 'NOT_EMPTY' }) };
    throw error;
  }
}
