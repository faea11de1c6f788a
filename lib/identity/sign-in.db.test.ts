import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '@/lib/db/schema';
import { PASSWORD, SITE, TestBrowser, captchaHeader, signUp, testAuth, uniqueEmail, authOnTestDatabase } from '@/test/auth-browser';
import { ERROR_MESSAGES } from '@/lib/identity/auth/errors';
import { credentialsSchema, signInAnonymously, signInWithEmail, signOut, signOutOtherSessions } from './sign-in';
import { invalidInput } from '@/lib/errors/app-error';

const fixture = authOnTestDatabase();

describe('§7 Identity provider: create a user and sign in with email and password', () => {
  it('signs up through the HTTP handler with an httpOnly, SameSite=Lax session cookie, and the session survives the next request', async () => {
    const browser = new TestBrowser(fixture.auth);
    const email = uniqueEmail('dana');
    const answer = await browser.request('POST', '/sign-up/email', { email, password: PASSWORD, name: 'dana' }, await captchaHeader(fixture.handle.db));
    expect(answer.status).toBe(200);
    const cookie = answer.headers.getSetCookie().find((value) => value.startsWith('better-auth.session_token='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await browser.session())?.user).toMatchObject({ email, isAnonymous: false, role: 'user', twoFactorEnabled: false });
  });

  it('signs in with the server function and answers the §3 auth user; a new session token each time (rotated at log-in)', async () => {
    const owner = new TestBrowser(fixture.auth);
    const { email } = await signUp(owner);
    const before = owner.jar.get('better-auth.session_token');
    const result = await signInWithEmail(owner.exchange(), credentialsSchema.parse({ email: email.toUpperCase(), password: PASSWORD }));
    expect(result).toMatchObject({ ok: true, data: { step: 'signedIn', user: { email, isAnonymous: false, emailVerified: false } } });
    expect(owner.jar.get('better-auth.session_token')).not.toBe(before);
    expect((await owner.session())?.user.email).toBe(email);
  });

  it('§8 user not found: "There is no user record corresponding to this identifier. The user may have been deleted."', async () => {
    const result = await signInWithEmail(new TestBrowser(fixture.auth).exchange(), { email: uniqueEmail('nobody'), password: PASSWORD });
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'unauthenticated',
        reason: 'userNotFound',
        message: 'There is no user record corresponding to this identifier. The user may have been deleted.',
      },
    });
  });

  it('§8 wrongPassword: "The password is invalid or the user does not have a password."', async () => {
    const { email } = await signUp(new TestBrowser(fixture.auth));
    const result = await signInWithEmail(new TestBrowser(fixture.auth).exchange(), { email, password: 'not the password' });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'unauthenticated', reason: 'wrongPassword', message: 'The password is invalid or the user does not have a password.' },
    });
  });

  it('§8 with the tenant flag emailEnumerationProtection, an unknown email and a wrong password get the same answer', async () => {
    const protectedAuth = testAuth(fixture.handle.db, { emailEnumerationProtection: true });
    const { email } = await signUp(new TestBrowser(protectedAuth));
    const unknown = await new TestBrowser(protectedAuth).request('POST', '/sign-in/email', { email: uniqueEmail('nobody'), password: PASSWORD });
    const wrong = await new TestBrowser(protectedAuth).request('POST', '/sign-in/email', { email, password: 'not the password' });
    expect(unknown.json).toEqual(wrong.json);
    expect(unknown.json?.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    const mapped = await signInWithEmail(new TestBrowser(protectedAuth).exchange(), { email, password: 'not the password' });
    expect(mapped).toMatchObject({ ok: false, error: { message: ERROR_MESSAGES.invalidCredentials } });
  });

  it('refuses a cookie-carrying request from another origin (CSRF), whatever the password', async () => {
    const owner = new TestBrowser(fixture.auth);
    const { email } = await signUp(owner);
    const attacker = new TestBrowser(fixture.auth, 'https://evil.example');
    attacker.jar.set('better-auth.session_token', owner.jar.get('better-auth.session_token') ?? '');
    const answer = await attacker.request('POST', '/sign-in/email', { email, password: PASSWORD });
    expect(answer.status).toBe(403);
    expect(answer.json?.code).toBe('INVALID_ORIGIN');
  });

  it('answers bad input with a message, not a call (the form is parsed with credentialsSchema before any call)', () => {
    const parsed = credentialsSchema.safeParse({ email: 'not an email', password: '' });
    expect(parsed.success || invalidInput(parsed.error)).toMatchObject({
      code: 'invalid',
      message: 'Enter your email address.',
      fieldErrors: { email: 'Enter your email address.', password: 'Enter your password.' },
    });
  });
});

describe('§7 Identity provider: anonymous sign-in, sign-out, sign out other sessions', () => {
  it('signs in anonymously; the §3 auth user has no email', async () => {
    const browser = new TestBrowser(fixture.auth);
    const result = await signInAnonymously(browser.exchange());
    expect(result).toMatchObject({ ok: true, data: { isAnonymous: true, email: null } });
    expect((await browser.session())?.user.isAnonymous).toBe(true);
  });

  it('sign-out ends the session on the server, not only in the browser', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { userId } = await signUp(browser);
    const stolen = browser.jar.get('better-auth.session_token');
    expect(await signOut(browser.exchange())).toEqual({ ok: true, data: null });
    expect(await browser.session()).toBeNull();
    expect(await fixture.handle.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    const replay = new TestBrowser(fixture.auth);
    replay.jar.set('better-auth.session_token', stolen ?? '');
    expect(await replay.session()).toBeNull();
  });

  it('signs out every other session and keeps this one', async () => {
    const laptop = new TestBrowser(fixture.auth);
    const { email, userId } = await signUp(laptop);
    const phone = new TestBrowser(fixture.auth);
    await signInWithEmail(phone.exchange(), { email, password: PASSWORD });
    expect(await signOutOtherSessions(laptop.exchange())).toEqual({ ok: true, data: null });
    expect(await phone.session()).toBeNull();
    expect((await laptop.session())?.user.id).toBe(userId);
  });
});

describe('§6 Roles: new users get the role "user"', () => {
  it('stores the role and no admin rights', async () => {
    const { userId } = await signUp(new TestBrowser(fixture.auth));
    const [row] = await fixture.handle.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
    expect(row?.role).toBe('user');
    expect(SITE).toBe('http://localhost:3000');
  });
});
