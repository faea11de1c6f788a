'use server';

import { headers } from 'next/headers';
import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { favouriteSchema } from '@/lib/favourites/favourite-schema';
import { FAVOURITE_START } from '@/lib/favourites/favourite-state';
import { setFavourite } from '@/lib/favourites/set-favourite';
import { formAction } from '@/lib/forms/form-action';
import { requestAuthExchange } from '@/lib/identity/auth-exchange';
import { signInAnonymously } from '@/lib/identity/sign-in';
import { sameSitePath } from '@/lib/navigation/same-site-path';
import { tenant } from '@/lib/tenant';

/** The page the heart was tapped on, for a form posted without JavaScript to land back on. */
function pageOf(referer: string | null, itemId: string): string {
  try {
    const url = new URL(referer ?? '');
    return sameSitePath(`${url.pathname}${url.search}`) ?? itemHref(itemId);
  } catch {
    return itemHref(itemId);
  }
}

/**
 * The heart on every prop (spec §1, issue 11): open to everyone. A visitor's first tap starts a guest
 * session without leaving the page (spec §6); the favourite is kept under the person asking, never an
 * id from the form. With JavaScript the page stays; without it the browser is sent back to the page.
 */
export const setFavouriteAction = formAction({ access: 'anyone', schema: favouriteSchema, start: FAVOURITE_START }, async (input, { viewer }) => {
  let uid = viewer.user?.uid;
  if (!uid) {
    const started = await signInAnonymously(await requestAuthExchange());
    if (!started.ok) return { error: started.error };
    uid = started.data.uid;
  }
  const saved = await setFavourite(await getDb(), { vendorId: tenant.vendor.id, uid }, input);
  if (!saved.ok) return { error: saved.error };
  return { data: saved.data, navigation: { method: 'replace', href: pageOf((await headers()).get('referer'), input.itemId) } };
});
