'use server';

import { getDb } from '@/lib/db';
import { favouriteSchema } from '@/lib/favourites/favourite-schema';
import { FAVOURITE_START } from '@/lib/favourites/favourite-state';
import { setFavourite } from '@/lib/favourites/set-favourite';
import { formAction } from '@/lib/entry-points/form-action';
import { customerByUid } from '@/lib/house/customer-key';
import { personOrNewGuest } from '@/lib/identity/person';

/**
 * The heart on every prop (spec §1, issue 11): open to everyone. A visitor's first tap starts a guest
 * session without leaving the page (spec §6); the favourite is kept under the person asking, never an
 * id from the form. With JavaScript the page stays. Without it the browser is sent to the person's
 * favourites, a page of their own that shows what they keep: a shared page, the same for everyone,
 * cannot (decision 126).
 */
export const setFavouriteAction = formAction({ access: 'anyone', schema: favouriteSchema, start: FAVOURITE_START }, async (input, { viewer }) => {
  const uid = await personOrNewGuest(viewer);
  if (!uid.ok) return { error: uid.error };
  const saved = await setFavourite(await getDb(), customerByUid(uid.data), input);
  if (!saved.ok) return { error: saved.error };
  return { data: saved.data, navigation: { method: 'replace', href: '/favourites' } };
});

/**
 * The same heart posted without JavaScript. Its form names this action alone, one hidden field of
 * React's, where the heart's own state would add four to each of the catalogue's cards (issue 29).
 * With JavaScript the heart sends `setFavouriteAction` itself.
 */
export async function setFavouriteWithoutScript(form: FormData): Promise<void> {
  await setFavouriteAction(FAVOURITE_START, form);
}
