'use server';

import { z } from 'zod';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { categoryFieldsSchema, createCategory, deleteCategory, updateCategory } from '@/lib/inventory/categories';
import type { Viewer } from '@/lib/identity/viewer';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

const categoryId = typedLine('the category').min(1).max(100);
const staffOf = (viewer: Viewer) => ({ ...actorOf(viewer), vendorId: tenant.vendor.id });
const backToList = { method: 'replace', href: '/staff/categories' } as const;

/** "Add category" (issue 13 §3): its picture is the demo's generated one until the house has better (decision 0096). */
export const createCategoryAction = formAction({ access: 'staff', schema: categoryFieldsSchema, start: FORM_START }, async (fields, { viewer }) => {
  const created = await createCategory(await getDb(), fields, staffOf(viewer));
  if (!created.ok) return { error: created.error };
  return { message: `Category “${fields.name}” added.`, navigation: backToList };
});

/** Rename a category, or change its description or its place in the order. */
export const updateCategoryAction = formAction(
  { access: 'staff', schema: categoryFieldsSchema.extend({ categoryId }), start: FORM_START },
  async ({ categoryId, ...fields }, { viewer }) => {
    const updated = await updateCategory(await getDb(), categoryId, fields, staffOf(viewer));
    if (!updated.ok) return { error: updated.error };
    return { message: `Category “${fields.name}” saved.`, navigation: backToList };
  },
);

/** "Delete category", asked first; refused while it has items. */
export const deleteCategoryAction = formAction({ access: 'staff', schema: z.object({ categoryId }), start: FORM_START }, async ({ categoryId }, { viewer }) => {
  const deleted = await deleteCategory(await getDb(), categoryId, staffOf(viewer));
  if (!deleted.ok) return { error: deleted.error };
  // Its section, and the message in it, are gone: the page says it instead.
  return { message: `Category “${deleted.data.name}” deleted.`, navigation: { method: 'replace', href: '/staff/categories?deleted=1' } };
});
