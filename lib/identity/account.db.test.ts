import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '@/lib/db/schema';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { PASSWORD, TestBrowser, captchaHeader, signUp, signedIn, uniqueEmail, authOnTestDatabase } from '@/test/auth-browser';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { changeEmail, changePassword, getIdToken, sendVerificationEmailAgain } from './account';
import { createUser, signUpSchema } from './sign-up';
import { SUPPORT_SESSION_MESSAGE } from '@/lib/identity/auth/auth-plugins';
import { ERROR_MESSAGES } from '@/lib/identity/auth/errors';
import { impersonateUser, stopImpersonating } from './sign-in';
import { signInAnonymously, signInWithEmail } from './sign-in';

const VENDOR_LINKS: Record<string, Record<string, string>> = {};
const fixture = authOnTestDatabase({ vendorClaims: async (userId) => VENDOR_LINKS[userId] ?? {} });

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('§7 Identity provider: create a user', () => {
  it('creates the account, signs it in, and sends the email verification link', async () => {
    const browser = new TestBrowser(fixture.auth);
    const email = uniqueEmail('new');
    expect(await createUser(browser.exchange(), { email, password: PASSWORD }, await solvedSignUpCaptcha(fixture.handle.db))).toMatchObject({
      ok: true,
      data: { email, emailVerified: false },
    });
    expect((await browser.session())?.user.email).toBe(email);
    const [message] = await outboxFor(fixture.handle.db, 'email', email);
    expect(message?.body).toContain('/api/auth/verify-email?token=');
  });

  it('§8 email already in use: "This email address is already registered. Please log in."', async () => {
    const { email } = await signUp(new TestBrowser(fixture.auth));
    expect(
      await createUser(new TestBrowser(fixture.auth).exchange(), { email, password: PASSWORD }, await solvedSignUpCaptcha(fixture.handle.db)),
    ).toMatchObject({ ok: false, error: { message: ERROR_MESSAGES.emailAlreadyInUse } });
  });

  it('refuses a password shorter than 8 or longer than 128 characters', async () => {
    // The page's form says so in words before anything is sent…
    expect(signUpSchema().safeParse({ email: uniqueEmail(), password: 'short' }).error?.issues[0]?.message).toBe('Use at least 8 characters.');
    expect(signUpSchema().safeParse({ email: uniqueEmail(), password: 'x'.repeat(129) }).error?.issues[0]?.message).toBe('Use at most 128 characters.');
    // …and a call that skips it is refused all the same.
    expect(
      await createUser(new TestBrowser(fixture.auth).exchange(), { email: uniqueEmail(), password: 'q7#Zp9x' }, await solvedSignUpCaptcha(fixture.handle.db)),
    ).toMatchObject({ ok: false, error: { reason: 'PASSWORD_TOO_SHORT' } });
    // better-auth enforces the same bounds on direct calls to its handler.
    expect(
      (
        await new TestBrowser(fixture.auth).request(
          'POST',
          '/sign-up/email',
          { email: uniqueEmail(), password: 'q7#Zp9x', name: 'x' },
          await captchaHeader(fixture.handle.db),
        )
      ).json?.code,
    ).toBe('PASSWORD_TOO_SHORT');
  });
});

describe('§5 §7 Change password: re-authenticate with the old password first', () => {
  it('sets the new password only when the old one is right', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { email } = await signUp(browser);
    expect(
      await changePassword(browser.exchange(), { currentPassword: 'not the password', newPassword: 'a brand new secret', revokeOtherSessions: false }),
    ).toMatchObject({
      ok: false,
      error: { reason: 'wrongPassword', message: ERROR_MESSAGES.wrongPassword },
    });
    expect(await signInWithEmail(new TestBrowser(fixture.auth).exchange(), { email, password: PASSWORD })).toMatchObject({ ok: true });
    expect(await changePassword(browser.exchange(), { currentPassword: PASSWORD, newPassword: 'a brand new secret', revokeOtherSessions: false })).toEqual({
      ok: true,
      data: null,
    });
    expect(await signInWithEmail(new TestBrowser(fixture.auth).exchange(), { email, password: 'a brand new secret' })).toMatchObject({ ok: true });
    expect(await signInWithEmail(new TestBrowser(fixture.auth).exchange(), { email, password: PASSWORD })).toMatchObject({ ok: false });
  });

  it('§8 password change, user not found: "Expecting an authenticater user to have the same email."', async () => {
    const browser = new TestBrowser(fixture.auth);
    await signInAnonymously(browser.exchange());
    expect(
      await changePassword(browser.exchange(), { currentPassword: PASSWORD, newPassword: 'a brand new secret', revokeOtherSessions: false }),
    ).toMatchObject({
      ok: false,
      error: { reason: 'passwordChangeUserNotFound', message: 'Expecting an authenticater user to have the same email.' },
    });
  });
});

describe('§7 Change email: verified, and only from a fresh session', () => {
  it('sends the link to the new address and changes nothing until it is opened', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { email, userId } = await signUp(browser);
    const newEmail = uniqueEmail('moved');
    expect(await changeEmail(browser.exchange(), { newEmail })).toEqual({ ok: true, data: null });
    const [row] = await fixture.handle.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    expect(row?.email).toBe(email);
    expect((await outboxFor(fixture.handle.db, 'email', newEmail))[0]?.body).toContain('verify-email?token=');
  });

  it('§8 requiresRecentLogin when the session is not fresh, through the server function and the HTTP handler', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { userId } = await signUp(browser);
    await fixture.handle.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(sessions.userId, userId));
    expect(await changeEmail(browser.exchange(), { newEmail: uniqueEmail() })).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', reason: 'requiresRecentLogin', message: ERROR_MESSAGES.requiresRecentLogin },
    });
    const direct = await browser.request('POST', '/change-email', { newEmail: uniqueEmail() });
    expect(direct.status).toBe(403);
    expect(direct.json?.code).toBe('SESSION_NOT_FRESH');
  });

  it('§8 email already in use at change email', async () => {
    const { email: taken } = await signUp(new TestBrowser(fixture.auth));
    const browser = new TestBrowser(fixture.auth);
    await signUp(browser);
    expect(await changeEmail(browser.exchange(), { newEmail: taken })).toMatchObject({ ok: false, error: { code: 'conflict', reason: 'emailAlreadyInUse' } });
  });
});

describe('§7 the further operation on the current user: send the email verification again', () => {
  it('sends a new link to the signed-in user', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { email } = await signUp(browser);
    const before = (await outboxFor(fixture.handle.db, 'email', email)).length;
    expect(await sendVerificationEmailAgain(browser.exchange())).toEqual({ ok: true, data: null });
    expect(await outboxFor(fixture.handle.db, 'email', email)).toHaveLength(before + 1);
  });
});

describe('§4 §6 The ID token carries the vendor-link claims', () => {
  it('is a JWT whose vendors map comes from the vendor user module, read at each call', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { userId, email } = await signUp(browser);
    const first = await getIdToken(browser.exchange());
    if (!first.ok) throw new Error(first.error.message);
    expect(jwtPayload(first.data.token)).toMatchObject({ sub: userId, email, isAnonymous: false, role: 'user', vendors: {} });
    VENDOR_LINKS[userId] = { 'cahuenga-prop-house': 'cahuenga-props' };
    const refreshed = await getIdToken(browser.exchange(), { forceRefresh: true });
    if (!refreshed.ok) throw new Error(refreshed.error.message);
    expect(jwtPayload(refreshed.data.token).vendors).toEqual({ 'cahuenga-prop-house': 'cahuenga-props' });
  });

  it('is refused without a session', async () => {
    expect(await getIdToken(new TestBrowser(fixture.auth).exchange())).toMatchObject({ ok: false });
  });
});

describe('issue 10: of the admin plugin only "Sign in as" and its end are offered', () => {
  it('an admin cannot set roles, edit, list, ban or sign out users through better-auth directly: roles change only where they are audited', async () => {
    const { userId: target, email } = await signUp(new TestBrowser(fixture.auth));
    const { browser: admin } = await signedIn(fixture.auth, 'admin');
    const calls: [path: string, body: Record<string, unknown>][] = [
      ['/admin/set-role', { userId: target, role: 'admin' }],
      ['/admin/update-user', { userId: target, data: { email: 'taken@example.com' } }],
      ['/admin/list-users', {}],
      ['/admin/ban-user', { userId: target }],
      ['/admin/revoke-user-sessions', { userId: target }],
      ['/admin/create-user', { email: 'new@example.com', password: 'long enough pass', name: 'New' }],
    ];
    for (const [path, body] of calls) {
      expect((await admin.request(path === '/admin/list-users' ? 'GET' : 'POST', path, path === '/admin/list-users' ? undefined : body)).status, path).toBe(
        404,
      );
    }
    const [row] = await fixture.handle.db.select().from(users).where(eq(users.id, target));
    expect(row).toMatchObject({ email });
    expect(row?.role).not.toBe('admin');
    expect(row?.banned).toBeFalsy();
  });
});

describe('§6 Impersonation: an operator signs in as a user (admins only)', () => {
  it.each(['customer', 'staff'] as const)("refuses a %s: impersonation is an admin's", async (role) => {
    const { userId: target } = await signUp(new TestBrowser(fixture.auth));
    const { browser } = await signedIn(fixture.auth, role);
    expect(await impersonateUser(browser.exchange(), { userId: target })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: 'YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS' },
    });
  });

  it('a support session never changes how the customer signs in: email, password, log-in codes, other sessions', async () => {
    const customer = await signUp(new TestBrowser(fixture.auth));
    const { browser: operator } = await signedIn(fixture.auth, 'admin');
    expect(await impersonateUser(operator.exchange(), { userId: customer.userId })).toMatchObject({ ok: true });
    expect(await changeEmail(operator.exchange(), { newEmail: uniqueEmail('support') })).toMatchObject({
      ok: false,
      error: { message: SUPPORT_SESSION_MESSAGE },
    });
    expect(
      await changePassword(operator.exchange(), { currentPassword: PASSWORD, newPassword: 'a brand new passphrase', revokeOtherSessions: false }),
    ).toMatchObject({
      ok: false,
      error: { message: SUPPORT_SESSION_MESSAGE },
    });
    for (const [path, body] of [
      ['/phone-number/send-otp', { phoneNumber: '+18185550199' }],
      ['/two-factor/enable', { password: PASSWORD }],
      ['/revoke-other-sessions', {}],
    ] as const) {
      const refused = await operator.request('POST', path, body);
      expect(refused.status, path).toBe(403);
      expect(refused.json, path).toMatchObject({ message: SUPPORT_SESSION_MESSAGE });
    }
    const [row] = await fixture.handle.db.select().from(users).where(eq(users.id, customer.userId));
    expect(row).toMatchObject({ email: customer.email, phoneNumber: null });
    expect(await signInWithEmail(new TestBrowser(fixture.auth).exchange(), { email: customer.email, password: PASSWORD })).toMatchObject({ ok: true });
  });

  it('lets an admin act as the user, marks the session impersonatedBy, and stop returns to the admin', async () => {
    const { userId: target } = await signUp(new TestBrowser(fixture.auth));
    const { browser: operator, userId: adminId } = await signedIn(fixture.auth, 'admin');
    expect(await impersonateUser(operator.exchange(), { userId: target })).toMatchObject({ ok: true, data: { uid: target } });
    const acting = await operator.session();
    expect(acting?.user.id).toBe(target);
    expect(acting?.session.impersonatedBy).toBe(adminId);
    const token = await getIdToken(operator.exchange());
    if (!token.ok) throw new Error(token.error.message);
    expect(jwtPayload(token.data.token)).toMatchObject({ sub: target, impersonatedBy: adminId });
    expect(await stopImpersonating(operator.exchange())).toMatchObject({ ok: true, data: { uid: adminId } });
    const back = await operator.session();
    expect(back?.user.id).toBe(adminId);
    expect(back?.session.impersonatedBy ?? null).toBeNull();
  });
});
