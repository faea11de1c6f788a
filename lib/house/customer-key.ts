import { AppError } from '@/lib/errors/app-error';
import { tenant } from '@/lib/tenant';

/**
 * Who a customer is to the house: the vendor and the person's uid. Every domain's operation on a
 * customer's own things (favourites, set lists, productions, holds, paperwork) takes this one key.
 */
export type CustomerKey = { vendorId: string; uid: string };

/**
 * The key of the person a page or action serves, from its viewer (lib/identity/viewer.ts): a guest's
 * too, since a guest keeps hearts and set lists. Never an id taken from a form: a viewer with nobody
 * signed in is refused. Where an account is needed, check that first (`accountOf`).
 */
export function customerOf(viewer: { user: { uid: string } | null }): CustomerKey {
  if (!viewer.user) throw new AppError('unauthenticated', 'Log in to continue.');
  return customerByUid(viewer.user.uid);
}

/** The key of a customer staff are working on, by the uid in the staff page's address. */
export function customerByUid(uid: string): CustomerKey {
  return { vendorId: tenant.vendor.id, uid };
}
