import 'server-only';
import { eq, inArray, like, or } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { categories, items } from '@/lib/db/schema';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { QUANTITY_GUARD } from '@/lib/availability/overbooking-refused';
import { afterLineMove, type House } from '@/lib/holds/after-line-move';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { itemFieldsText, type ItemFields, type ItemFieldsText } from './item-fields';
import { firstFreeId, itemIdFromSku } from './item-id';
import { itemFieldColumns, itemRowFields } from './item-row-fields';
import { lockItem } from './lock-item';
import { belowFloorMessage, quantityFloors, refusedQuantityMessage } from '@/lib/availability/quantity-floor';

/** The message beside the SKU when another item has it: the unique index refused the write. */
export function skuTakenMessage(sku: string): string {
  return `Another item already has the SKU “${sku}”: each item’s SKU is its own.`;
}

function skuTaken(sku: string): AppError {
  const message = skuTakenMessage(sku);
  return new AppError('conflict', message, { reason: 'SKU_TAKEN', fieldErrors: { sku: message } });
}

async function categoryName(tx: Tx, id: string): Promise<string> {
  const [category] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  if (!category) throw new AppError('invalid', 'Choose a category.', { fieldErrors: { category: 'Choose a category.' } });
  return category.name;
}

/** Only the fields that changed, before and after, as staff typed them; the title always, to say which item. */
function changedFields(before: ItemFieldsText, after: ItemFieldsText) {
  const names = (Object.keys(after) as (keyof ItemFieldsText)[]).filter((name) => before[name] !== after[name]);
  const pick = (text: ItemFieldsText) => Object.fromEntries([['title', text.title], ...names.map((name) => [name, text[name]])]);
  return { names, before: pick(before), after: pick(after) };
}

/** An id not taken yet, from the SKU; the primary key still decides if two staff race for it. */
async function freeId(tx: Tx, sku: string): Promise<string> {
  const slug = itemIdFromSku(sku);
  const rows = await tx
    .select({ id: items.id })
    .from(items)
    .where(or(eq(items.id, slug), like(items.id, `${slug.replace(/[\\%_]/g, '\\$&')}-%`)));
  return firstFreeId(slug, new Set(rows.map((row) => row.id)));
}

/**
 * Staff add an item to the catalogue (issue 13 §3), with its audit row in the same transaction. Its
 * id, the public address, comes from its SKU (lib/inventory/item-id.ts). A SKU another item has is
 * refused by the database's unique index and answered beside the SKU field. New items have no
 * photos: cards show none until staff add one on its photos page.
 */
export async function createItem(
  db: Db,
  vendorId: string,
  fields: ItemFields,
  actor: Actor,
  { currency, now = new Date() }: { currency: string; now?: Date },
): Promise<Result<{ id: string }>> {
  // Two staff adding SKUs that make one slug at once: the loser's primary key clash is tried again.
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
        const name = await categoryName(tx, fields.categoryId);
        const id = await freeId(tx, fields.sku);
        await tx.insert(items).values({ id, vendorId, currency, photos: [], ...itemFieldColumns(fields), createdAt: now, updatedAt: now });
        await recordAudit(tx, { vendorId, actor, subjectType: 'item', subjectId: id, action: 'create', before: {}, after: itemFieldsText(fields, name) }, now);
        return id;
      });
      return { ok: true, data: { id } };
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error };
      const constraint = violatedConstraint(error);
      if (constraint === 'items_sku_unique') return { ok: false, error: skuTaken(fields.sku) };
      if (constraint === 'items_pkey' && attempt < 3) continue;
      throw error;
    }
  }
}

/**
 * Staff change an item's fields (issue 13 §3). The prop's row is locked first (`select … for
 * update`, as every hold and block of it does), then, if the quantity goes down, the floor — the
 * most units held, out or blocked on any day from today on, overdue units included — is read and a
 * quantity below it refused with the floor named; so a hold and a quantity change are decided one
 * after the other and can never cross. The change and its audit row (the fields that changed,
 * before and after) are written together. With `keepStatus` the stored status stays whatever the
 * fields say. Given the `house`, a raised quantity promotes the second holds waiting (issue 25 §5).
 */
export async function updateItem(
  db: Db,
  vendorId: string,
  itemId: string,
  fields: ItemFields,
  actor: Actor,
  { today, keepStatus = false, now = new Date(), house }: { today: CalendarDay; keepStatus?: boolean; now?: Date; house?: House },
): Promise<Result<{ changed: string[] }>> {
  try {
    let raised = false;
    const changed = await db.transaction(async (tx) => {
      const row = await lockItem(tx, vendorId, itemId);
      // The edit page's form has no status: its buttons move it, and a form opened before a move must not undo it.
      if (keepStatus) fields = { ...fields, status: row.status };
      if (fields.quantity < row.quantity) {
        const floor = (await quantityFloors(tx, [itemId], today)).get(itemId) ?? 0;
        if (fields.quantity < floor) {
          const message = belowFloorMessage(floor);
          throw new AppError('conflict', message, { reason: 'BELOW_FLOOR', fieldErrors: { quantity: message } });
        }
      }
      const names = await tx
        .select({ id: categories.id, name: categories.name })
        .from(categories)
        .where(inArray(categories.id, [row.categoryId, fields.categoryId]));
      const nameOf = (id: string) => names.find((category) => category.id === id)?.name;
      const newName = nameOf(fields.categoryId);
      if (!newName) throw new AppError('invalid', 'Choose a category.', { fieldErrors: { category: 'Choose a category.' } });
      const change = changedFields(itemFieldsText(itemRowFields(row), nameOf(row.categoryId) ?? row.categoryId), itemFieldsText(fields, newName));
      if (change.names.length === 0) return [];
      raised = fields.quantity > row.quantity;
      await tx
        .update(items)
        .set({ ...itemFieldColumns(fields), updatedAt: now })
        .where(eq(items.id, itemId));
      await recordAudit(tx, { vendorId, actor, subjectType: 'item', subjectId: itemId, action: 'edit', before: change.before, after: change.after }, now);
      return change.names;
    });
    // A raised quantity frees units: the second holds waiting for them move up at once (issue 25 §5).
    if (raised && house) await afterLineMove(db, house, [], now.getTime());
    return { ok: true, data: { changed } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    const constraint = violatedConstraint(error);
    if (constraint === 'items_sku_unique') return { ok: false, error: skuTaken(fields.sku) };
    // The database's own guard (decision 148), for days this floor did not count: the house's today
    // may be a day after the database's. The same answer beside the field, in the refusal's numbers.
    if (constraint === QUANTITY_GUARD) {
      const message = refusedQuantityMessage(error);
      return { ok: false, error: new AppError('conflict', message, { reason: 'BELOW_FLOOR', fieldErrors: { quantity: message } }) };
    }
    throw error;
  }
}
