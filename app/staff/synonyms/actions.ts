'use server';

import { z } from 'zod';
import { actorOf } from '@/lib/identity/audit-actor';
import { createSynonymGroup, deleteSynonymGroup, synonymTermsSchema, updateSynonymGroup } from '@/lib/catalog/synonyms';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import type { Viewer } from '@/lib/identity/viewer';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

const groupId = typedLine('the group').min(1).max(100);
const staffOf = (viewer: Viewer) => ({ actor: actorOf(viewer), vendorId: tenant.vendor.id });
const backToList = { method: 'replace', href: '/staff/synonyms' } as const;
const listed = (terms: string[]) => terms.join(', ');

/** "Add synonyms" (issue 28 §1): a search for any of the words finds what the others name, at once. */
export const createSynonymsAction = formAction(
  { access: 'staff', schema: z.object({ terms: synonymTermsSchema }), start: FORM_START },
  async ({ terms }, { viewer }) => {
    const created = await createSynonymGroup(await getDb(), terms, staffOf(viewer));
    if (!created.ok) return { error: created.error };
    return { message: `Synonyms added: ${listed(terms)}.`, navigation: backToList };
  },
);

export const updateSynonymsAction = formAction(
  { access: 'staff', schema: z.object({ groupId, terms: synonymTermsSchema }), start: FORM_START },
  async ({ groupId, terms }, { viewer }) => {
    const updated = await updateSynonymGroup(await getDb(), groupId, terms, staffOf(viewer));
    if (!updated.ok) return { error: updated.error };
    return { message: `Synonyms saved: ${listed(terms)}.`, navigation: backToList };
  },
);

export const deleteSynonymsAction = formAction({ access: 'staff', schema: z.object({ groupId }), start: FORM_START }, async ({ groupId }, { viewer }) => {
  const deleted = await deleteSynonymGroup(await getDb(), groupId, staffOf(viewer));
  if (!deleted.ok) return { error: deleted.error };
  return { message: 'Synonyms deleted.', navigation: { method: 'replace', href: '/staff/synonyms?deleted=1' } };
});
