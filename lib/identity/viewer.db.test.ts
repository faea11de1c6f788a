import { describe, expect, it } from 'vitest';
import { SITE, TestBrowser, authOnTestDatabase, guest, signedIn, withVendorRecord } from '@/test/auth-browser';
import { AuthExchange } from '@/lib/identity/auth/auth-exchange';
import { impersonateUser } from './sign-in';
import { accessRefusal, accountOf, can, startUpFromSession } from './viewer';

const fixture = authOnTestDatabase();

/** Who is asking, as a page would ask it: the §4 start-up on the browser's cookies. */
async function viewerOf(browser: TestBrowser) {
  const exchange = new AuthExchange(fixture.auth, { baseURL: SITE, headers: browser.headers(), trustProxy: false });
  return (await startUpFromSession(exchange, { db: fixture.handle.db, headers: browser.headers(), geolocation: { TRUST_PROXY: 'false' } })).viewer;
}

/** A signed-in person with the vendor user record sign-up would have made. */
async function person(role: 'customer' | 'staff' | 'admin') {
  return withVendorRecord(fixture.handle.db, await signedIn(fixture.auth, role));
}

describe('issue 10: getViewer() tells who is asking', () => {
  it('nobody without a session, a guest with a guest session; neither has an account', async () => {
    const nobody = await viewerOf(new TestBrowser(fixture.auth));
    expect(nobody).toEqual({ kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null });
    const { browser } = await guest(fixture.auth);
    const visitor = await viewerOf(browser);
    expect(visitor).toMatchObject({ kind: 'guest', user: { isAnonymous: true }, vendorUser: null });
    expect(accessRefusal(visitor, 'customer')).toMatchObject({ code: 'unauthenticated', status: 401 });
    expect(() => accountOf(visitor)).toThrow('Log in to continue.');
  });

  it.each(['customer', 'staff', 'admin'] as const)('a %s, by the role on the account, with their record', async (role) => {
    const { browser, userId } = await person(role);
    const viewer = await viewerOf(browser);
    expect(viewer).toMatchObject({ kind: role, user: { uid: userId }, vendorUser: { uid: userId }, impersonatedBy: null });
    expect(accountOf(viewer).user.uid).toBe(userId);
    expect(can(viewer, 'customer')).toBe(true);
    expect(can(viewer, 'staff')).toBe(role !== 'customer');
    expect(can(viewer, 'admin')).toBe(role === 'admin');
  });

  it('an admin acting as a customer is that customer, with impersonatedBy; staff access is refused meanwhile', async () => {
    const customer = await person('customer');
    const admin = await person('admin');
    expect(await impersonateUser(admin.browser.exchange(), { userId: customer.userId })).toMatchObject({ ok: true });
    const viewer = await viewerOf(admin.browser);
    expect(viewer).toMatchObject({ kind: 'customer', user: { uid: customer.userId }, impersonatedBy: admin.userId });
    expect(accessRefusal(viewer, 'staff')).toMatchObject({ code: 'notFound', status: 404 });
    expect(can(viewer, 'customer')).toBe(true);
  });
});
