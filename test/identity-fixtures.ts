import { defaultVendorUser, type VendorUser } from '@/lib/house/vendor-user';
import type { AuthUser } from '@/lib/identity/status/auth-status';

/** Shared by the identity tests only. */
export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
export const VENDOR = { vendorId: 'cahuenga-props', vendorName: 'cahuenga-prop-house' };

export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    uid: 'user-1',
    displayName: 'Dana',
    email: 'dana@example.com',
    emailVerified: false,
    isAnonymous: false,
    phoneNumber: null,
    photoURL: null,
    ...overrides,
  };
}

export function anonymousUser(uid = 'anon-1'): AuthUser {
  return authUser({ uid, displayName: null, email: null, isAnonymous: true });
}

export function vendorUser(overrides: Partial<VendorUser> = {}): VendorUser {
  return { ...defaultVendorUser(VENDOR, NOW), email: 'dana@example.com', ...overrides };
}
