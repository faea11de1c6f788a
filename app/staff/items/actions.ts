'use server';

import { z } from 'zod';
import { houseToday } from '@/lib/house/clock';
import { actorOf } from '@/lib/identity/audit-actor';
import { customFieldValues } from '@/lib/catalog/facets';
import { getDb } from '@/lib/db';
import { invalidInput } from '@/lib/errors/app-error';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { categoryChoices } from '@/lib/inventory/categories';
import { ITEM_FIELDS, itemFieldsSchema, type ItemFieldName } from '@/lib/inventory/item-fields';
import { deleteItem, moveItemStatus, STATUS_MOVE_NAMES, STATUS_MOVES } from '@/lib/inventory/item-status';
import { createItem, updateItem } from '@/lib/inventory/save-item';
import { linkAlternate, linkAlternateSchema, unlinkAlternate, unlinkAlternateSchema } from '@/lib/inventory/item-alternates';
import { setItemKind } from '@/lib/inventory/item-kind';
import { itemKindSchema } from '@/lib/inventory/item-kind-schema';
import { staffItemHref } from '@/lib/inventory/staff-item-href';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

const itemId = typedLine('the item').min(1).max(100);

/** The form's fields as text; lib/inventory/item-fields.ts checks them once the house's categories are read. */
const textFields = Object.fromEntries(ITEM_FIELDS.map((field) => [field.name, z.string().max(10_000).catch('')])) as Record<
  ItemFieldName,
  z.ZodCatch<z.ZodString>
>;
const itemFormSchema = z.object({ itemId: itemId.optional(), ...textFields });

async function checkedFields(text: Record<string, string>) {
  const db = await getDb();
  const schema = itemFieldsSchema({
    categories: await categoryChoices(db),
    colors: tenant.colorMap.map((color) => color.name),
    periods: customFieldValues(tenant, 'period'),
  });
  const parsed = schema.safeParse(text);
  if (!parsed.success) throw invalidInput(parsed.error);
  return { db, fields: parsed.data };
}

/** "Add item" (issue 13 §3): then to the new item's page, where its photos are added. */
export const createItemAction = formAction({ access: 'staff', schema: itemFormSchema, start: FORM_START }, async (text, { viewer }) => {
  const { db, fields } = await checkedFields(text);
  const created = await createItem(db, tenant.vendor.id, fields, actorOf(viewer), { currency: tenant.currency });
  if (!created.ok) return { error: created.error };
  return { message: `${fields.title} added.`, navigation: { method: 'replace', href: `${staffItemHref(created.data.id)}?added=1` } };
});

/** "Save changes": refused beside the field when the quantity would go below the units held or out. */
export const updateItemAction = formAction({ access: 'staff', schema: itemFormSchema, start: FORM_START }, async ({ itemId, ...text }, { viewer }) => {
  if (!itemId) return { error: invalidInput(new z.ZodError([{ code: 'custom', path: ['itemId'], message: 'Choose an item.', input: '' }])) };
  const { db, fields } = await checkedFields(text);
  const updated = await updateItem(db, tenant.vendor.id, itemId, fields, actorOf(viewer), {
    today: houseToday(tenant.vendor.timezone),
    keepStatus: true,
    house: tenant,
  });
  if (!updated.ok) return { error: updated.error };
  return { message: updated.data.changed.length === 0 ? 'Nothing changed.' : 'Changes saved.', navigation: { method: 'replace', href: staffItemHref(itemId) } };
});

const statusSchema = z.object({ itemId, move: z.enum(STATUS_MOVE_NAMES, { error: 'Choose hide, show, archive or restore.' }) });

/** Hide, Show again, Archive, Restore. */
export const moveItemStatusAction = formAction({ access: 'staff', schema: statusSchema, start: FORM_START }, async ({ itemId, move }, { viewer }) => {
  const moved = await moveItemStatus(await getDb(), tenant.vendor.id, itemId, move, actorOf(viewer));
  if (!moved.ok) return { error: moved.error };
  return { message: STATUS_MOVES[move].done };
});

/** "Delete", asked first in the confirm dialog; refused for an item with holds or history (archive it instead). */
export const deleteItemAction = formAction({ access: 'staff', schema: z.object({ itemId }), start: FORM_START }, async ({ itemId }, { viewer }) => {
  const deleted = await deleteItem(await getDb(), tenant.vendor.id, itemId, actorOf(viewer));
  if (!deleted.ok) return { error: deleted.error };
  return { message: `${deleted.data.title} deleted.`, navigation: { method: 'replace', href: '/staff/items?deleted=1' } };
});

/** "Save kind" (issue 28 §5): the kind similar props are found by; empty takes it from the title again. */
export const saveItemKindAction = formAction({ access: 'staff', schema: itemKindSchema, start: FORM_START }, async (input, { viewer }) => {
  const saved = await setItemKind(await getDb(), tenant.vendor.id, input, actorOf(viewer));
  if (!saved.ok) return { error: saved.error };
  return { message: !saved.data.changed ? 'Nothing changed.' : input.kind ? `Kind saved: ${input.kind}.` : 'The kind is read from the title again.' };
});

/** "Add alternate" by SKU (issue 28 §5): each of the two props is offered first for the other; audited on both. */
export const linkAlternateAction = formAction({ access: 'staff', schema: linkAlternateSchema, start: FORM_START }, async (input, { viewer }) => {
  const linked = await linkAlternate(await getDb(), tenant.vendor.id, input, actorOf(viewer));
  if (!linked.ok) return { error: linked.error };
  return { message: `${linked.data.title} (${linked.data.sku}) is an alternate now.` };
});

/** "Remove" an alternate (issue 28 §5). */
export const unlinkAlternateAction = formAction({ access: 'staff', schema: unlinkAlternateSchema, start: FORM_START }, async (input, { viewer }) => {
  const unlinked = await unlinkAlternate(await getDb(), tenant.vendor.id, input, actorOf(viewer));
  if (!unlinked.ok) return { error: unlinked.error };
  return { message: `${unlinked.data.title} is no longer an alternate.` };
});
