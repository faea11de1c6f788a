'use server';

import { headers } from 'next/headers';
import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors/app-error';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { customerByUid, type CustomerKey } from '@/lib/house/customer-key';
import { personOrNewGuest } from '@/lib/identity/person';
import type { Viewer } from '@/lib/identity/viewer';
import { saveSetList } from '@/lib/set-lists/save-set-list';
import { saveSetListSchema } from '@/lib/set-lists/save-set-list-schema';
import {
  addToSetListSchema,
  archiveSchema,
  newSetListSchema,
  setListIdSchema,
  shareSchema,
  undoAddSchema,
  type ListDays,
} from '@/lib/set-lists/set-list-schema';
import { ADD_TO_SET_LIST_START, SAVE_SET_LIST_START, SET_LIST_START, SHARE_START, UNDO_ADD_START, setListHref } from '@/lib/set-lists/set-list-state';
import { createShareLink, revokeShareLinks } from '@/lib/set-lists/share-set-list';
import { addToSetList, createSetList, deleteSetList, duplicateSetList, setArchived, undoAddToSetList } from '@/lib/set-lists/write-set-lists';
import { houseDay, rememberedPeriod, rememberPeriod } from '@/lib/rental-period/period-cookie';

/**
 * The set-list actions (issue 11 §2, §5, §7). Open to guests and customers alike: each list is the
 * person's who asks, never an id from the form, and another person's list answers notFound. Making
 * a list or adding to one starts a guest session for a visitor; everything else needs the owner.
 */

function existingOwner(viewer: Viewer): CustomerKey {
  if (!viewer.user) throw new AppError('notFound', 'We could not find that set list.');
  return customerByUid(viewer.user.uid);
}

async function ownerOrNewGuest(viewer: Viewer): Promise<CustomerKey> {
  const uid = await personOrNewGuest(viewer);
  if (!uid.ok) throw uid.error;
  return customerByUid(uid.data);
}

/** A new list starts with the person's rental period, when they have one (issue 28 §4, decision 111). */
async function startingDays(): Promise<ListDays | null> {
  const period = await rememberedPeriod();
  return period ? { pickUpOn: period.from, returnOn: period.to } : null;
}

export const createSetListAction = formAction({ access: 'anyone', schema: newSetListSchema, start: SET_LIST_START }, async (input, { viewer }) => {
  const made = await createSetList(await getDb(), await ownerOrNewGuest(viewer), { ...input, days: await startingDays() });
  if (!made.ok) return { error: made.error };
  return { data: { setListId: made.data.id, name: made.data.name }, navigation: { method: 'push', href: setListHref(made.data.id) } };
});

export const addToSetListAction = formAction({ access: 'anyone', schema: addToSetListSchema, start: ADD_TO_SET_LIST_START }, async (input, { viewer }) => {
  const added = await addToSetList(await getDb(), await ownerOrNewGuest(viewer), {
    ...input,
    newListDays: input.newName === null ? null : await startingDays(),
  });
  if (!added.ok) return { error: added.error };
  const { setListId, setListName, quantity, title, lineId, added: units, lineMade, listMade } = added.data;
  return {
    message: `${title} is on “${setListName}” (${quantity} in all).`,
    data: { setListId, setListName, quantity, title, lineId, added: units, lineMade, listMade },
    // Without JavaScript the chooser is its own page: back to where the crew member was browsing.
    navigation: (await headers()).get('referer')?.includes('/set-lists/add') ? { method: 'replace', href: itemHref(input.itemId) } : null,
  };
});

/** "Undo" in the notice after an add (issue 39 §4): the line, or the units, the add put on come off; a list it made goes with them. */
export const undoAddToSetListAction = formAction({ access: 'anyone', schema: undoAddSchema, start: UNDO_ADD_START }, async (input, { viewer }) => {
  const undone = await undoAddToSetList(await getDb(), existingOwner(viewer), input);
  if (!undone.ok) return { error: undone.error };
  const { title, setListId, setListName, quantity, listDeleted } = undone.data;
  const message = listDeleted
    ? `Undone: ${title} is off, and the new list “${setListName}” is gone again.`
    : quantity > 0
      ? `Undone: ${title} is back to ${quantity} on “${setListName}”.`
      : `Undone: ${title} is off “${setListName}”.`;
  return { message, data: { setListId, listDeleted } };
});

/**
 * "Save list" (issue 24 §2): the page's one form, its days, details and every line's typed quantity
 * and note saved together; "Remove" and "Swap for …" are buttons of the same form, so they save what
 * was typed too, or nothing at all when any of it is refused. Both days chosen become the person's
 * period, since the list is what they are working on (decision 111); clearing them leaves it.
 */
export const saveSetListAction = formAction(
  { access: 'anyone', schema: () => saveSetListSchema(houseDay()), start: SAVE_SET_LIST_START },
  async (input, { viewer }) => {
    const saved = await saveSetList(await getDb(), existingOwner(viewer), input);
    if (!saved.ok) return { error: saved.error };
    const { pickUpOn, returnOn } = input.days;
    if (pickUpOn && returnOn) await rememberPeriod({ from: pickUpOn, to: returnOn });
    const { removed, swapped } = saved.data;
    const message = removed
      ? `${removed} is off the list. Your other changes are saved.`
      : swapped
        ? `Swapped: ${swapped.to} in place of ${swapped.from}, ${swapped.quantity} as before. Your other changes are saved.`
        : 'Saved.';
    return { message, data: { setListId: saved.data.id, name: saved.data.name, swappedLineId: input.intent.kind === 'swap' ? input.intent.lineId : '' } };
  },
);

export const duplicateSetListAction = formAction({ access: 'anyone', schema: setListIdSchema, start: SET_LIST_START }, async ({ setListId }, { viewer }) => {
  const copy = await duplicateSetList(await getDb(), existingOwner(viewer), setListId);
  if (!copy.ok) return { error: copy.error };
  return { data: { setListId: copy.data.id, name: copy.data.name }, navigation: { method: 'push', href: setListHref(copy.data.id) } };
});

export const archiveSetListAction = formAction({ access: 'anyone', schema: archiveSchema, start: FORM_START }, async ({ setListId, archived }, { viewer }) => {
  const done = await setArchived(await getDb(), existingOwner(viewer), setListId, archived);
  if (!done.ok) return { error: done.error };
  return { message: archived ? `“${done.data.name}” is archived.` : `“${done.data.name}” is back with your set lists.` };
});

export const deleteSetListAction = formAction({ access: 'anyone', schema: setListIdSchema, start: FORM_START }, async ({ setListId }, { viewer }) => {
  const deleted = await deleteSetList(await getDb(), existingOwner(viewer), setListId);
  if (!deleted.ok) return { error: deleted.error };
  return { message: `“${deleted.data.name}” is deleted.`, navigation: { method: 'replace', href: '/set-lists' } };
});

export const shareSetListAction = formAction(
  { access: 'anyone', schema: shareSchema, start: SHARE_START },
  async ({ setListId, expiresInDays }, { viewer }) => {
    const shared = await createShareLink(await getDb(), existingOwner(viewer), setListId, expiresInDays ? Number(expiresInDays) : null);
    return shared.ok ? { message: 'Your share link is ready.', data: { token: shared.data.token } } : { error: shared.error };
  },
);

export const revokeShareAction = formAction({ access: 'anyone', schema: setListIdSchema, start: SHARE_START }, async ({ setListId }, { viewer }) => {
  const revoked = await revokeShareLinks(await getDb(), existingOwner(viewer), setListId);
  return revoked.ok ? { message: 'The link is turned off. Anyone who opens it now sees “not found”.', data: { token: '' } } : { error: revoked.error };
});
