import { describe, expect, it } from 'vitest';
import { vendorUser } from '@/test/identity-fixtures';
import { linksVendor, shouldForceRefreshIdToken } from './auth-status';

describe('vendor link and the live profile (spec §4, §6)', () => {
  it('§6 the vendors map links a vendor when one of its values is that vendor id', () => {
    expect(linksVendor({ vendors: { 'cahuenga-prop-house': 'cahuenga-props' } }, 'cahuenga-props')).toBe(true);
    // The keys are vendor names, not ids.
    expect(linksVendor({ vendors: { 'cahuenga-props': 'someone-else' } }, 'cahuenga-props')).toBe(false);
    expect(linksVendor({ vendors: {} }, 'cahuenga-props')).toBe(false);
  });

  it('§4 live profile: fewer entries in the vendors map than before force-refreshes the ID token', () => {
    const before = vendorUser({ vendors: { a: '1', b: '2' } });
    expect(shouldForceRefreshIdToken(before, vendorUser({ vendors: { a: '1' } }))).toBe(true);
    expect(shouldForceRefreshIdToken(before, vendorUser({ vendors: {} }))).toBe(true);
  });

  it('§4 live profile: as many or more entries do not refresh, even when an entry changed', () => {
    const before = vendorUser({ vendors: { a: '1' } });
    expect(shouldForceRefreshIdToken(before, vendorUser({ vendors: { b: '2' } }))).toBe(false);
    expect(shouldForceRefreshIdToken(before, vendorUser({ vendors: { a: '1', b: '2' } }))).toBe(false);
    expect(shouldForceRefreshIdToken(before, before)).toBe(false);
  });
});
