import type { VendorUser } from '@/lib/vendor-users/defaults';

/** Spec §6 "Vendor link": the user's vendors map (vendor name → vendor id) names this vendor's id. */
export function linksVendor(vendorUser: Pick<VendorUser, 'vendors'>, vendorId: string): boolean {
  return Object.values(vendorUser.vendors ?? {}).includes(vendorId);
}

/**
 * Spec §4, the live profile: an update with fewer entries in the vendors map than before means a
 * vendor link was withdrawn, so the ID token is force-refreshed to drop the privilege claims it
 * carried. More or equal entries change nothing: a new link is picked up at the next start-up.
 */
export function shouldForceRefreshIdToken(
  previous: Pick<VendorUser, 'vendors'>,
  next: Pick<VendorUser, 'vendors'>,
): boolean {
  return Object.keys(next.vendors ?? {}).length < Object.keys(previous.vendors ?? {}).length;
}
