import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifications } from '@/lib/db/schema';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { PASSWORD, SITE, TestBrowser, accountWithSecondFactor, authOnTestDatabase, signUp } from '@/test/auth-browser';
import { PASSWORD_RESETS_PER_ACCOUNT } from '@/lib/identity/auth/auth-limits';
import { LINK_REFUSED, requestPasswordReset, resetPassword } from './password-reset';

const fixture = authOnTestDatabase();
const NEW_PASSWORD = 'a fresh set-dresser password';

/** The token of the newest "choose a new password" email to `email`, and the link it came in. */
async function emailedLink(email: string) {
  const [message] = await outboxFor(fixture.handle.db, 'email', email);
  const link = /https?:\/\/\S+/.exec(message?.body ?? '')?.[0] ?? '';
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

describe('issue 24 §3: forgot password', () => {
  it('emails a link on the site; it sets a new password once, and every session of the account ends', async () => {
    const browser = new TestBrowser(fixture.auth);
    const account = await signUp(browser);
    const elsewhere = new TestBrowser(fixture.auth);
    expect((await elsewhere.request('POST', '/sign-in/email', { email: account.email, password: PASSWORD })).status).toBe(200);

    expect(await requestPasswordReset(new TestBrowser(fixture.auth).exchange(), account.email)).toEqual({ ok: true, data: null });
    const { link, token } = await emailedLink(account.email);
    expect(link.startsWith(`${SITE}/auth/reset-password?token=`)).toBe(true);

    expect(await resetPassword(new TestBrowser(fixture.auth).exchange(), { token, newPassword: NEW_PASSWORD })).toEqual({ ok: true, data: null });
    // Signed out everywhere, the browser that asked included.
    expect(await browser.session()).toBeNull();
    expect(await elsewhere.session()).toBeNull();
    expect((await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: account.email, password: PASSWORD })).status).toBe(401);
    expect((await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: account.email, password: NEW_PASSWORD })).status).toBe(200);

    // Used once: the same link is refused the second time.
    const again = await resetPassword(new TestBrowser(fixture.auth).exchange(), { token, newPassword: 'yet another long password' });
    expect(again.ok ? null : again.error.message).toBe(LINK_REFUSED);
  });

  it('the same answer whether or not the email has an account, and no email for a stranger', async () => {
    const stranger = `nobody.${Date.now()}@example.com`;
    expect(await requestPasswordReset(new TestBrowser(fixture.auth).exchange(), stranger)).toEqual({ ok: true, data: null });
    expect(await outboxFor(fixture.handle.db, 'email', stranger)).toEqual([]);
  });

  it('an expired or tampered link is refused, and a common password is refused as at sign-up', async () => {
    const account = await signUp(new TestBrowser(fixture.auth));
    await requestPasswordReset(new TestBrowser(fixture.auth).exchange(), account.email);
    const { token } = await emailedLink(account.email);
    const tampered = await resetPassword(new TestBrowser(fixture.auth).exchange(), { token: `${token}x`, newPassword: NEW_PASSWORD });
    expect(tampered.ok ? null : tampered.error.message).toBe(LINK_REFUSED);
    const common = await resetPassword(new TestBrowser(fixture.auth).exchange(), { token, newPassword: 'password123' });
    expect(common.ok ? null : common.error.message).toMatch(/one of the most common/);

    await fixture.handle.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const expired = await resetPassword(new TestBrowser(fixture.auth).exchange(), { token, newPassword: NEW_PASSWORD });
    expect(expired.ok ? null : expired.error.message).toBe(LINK_REFUSED);
  });

  it(`at most ${PASSWORD_RESETS_PER_ACCOUNT.limit} emails an hour per account, whichever addresses ask; the answer stays the same`, async () => {
    const account = await signUp(new TestBrowser(fixture.auth));
    for (let ask = 0; ask < PASSWORD_RESETS_PER_ACCOUNT.limit + 2; ask++) {
      expect(await requestPasswordReset(new TestBrowser(fixture.auth).exchange(), account.email)).toEqual({ ok: true, data: null });
    }
    const emails = (await outboxFor(fixture.handle.db, 'email', account.email)).filter((message) => /choose a new password/i.test(message.subject ?? ''));
    expect(emails).toHaveLength(PASSWORD_RESETS_PER_ACCOUNT.limit);
  });

  it('an account with log-in codes still asks for its code after the reset', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    await requestPasswordReset(new TestBrowser(fixture.auth).exchange(), account.email);
    const { token } = await emailedLink(account.email);
    expect((await resetPassword(new TestBrowser(fixture.auth).exchange(), { token, newPassword: NEW_PASSWORD })).ok).toBe(true);
    const logIn = await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: account.email, password: NEW_PASSWORD });
    expect(logIn.status).toBe(200);
    expect(logIn.json).toMatchObject({ twoFactorRedirect: true });
  });
});
