import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@/lib/db/schema';
import { PASSWORD, TestBrowser, authOnTestDatabase, captchaHeader, uniqueEmail } from '@/test/auth-browser';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { CAPTCHA_HEADER } from './auth-plugins';

const fixture = authOnTestDatabase();

const accountsWith = (email: string) => fixture.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));

describe('issue 9 §3 / spec §7 bot protection: every way to create an account needs a verified, unused "signup" solution', () => {
  it('POST /api/auth/sign-up/email without the bot check creates nothing, so nobody can squat an email', async () => {
    const email = uniqueEmail('squat');
    const answer = await new TestBrowser(fixture.auth).request('POST', '/sign-up/email', { email, password: PASSWORD, name: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'captchaNotLoaded' });
    expect(await accountsWith(email)).toHaveLength(0);
  });

  it('refuses a made-up payload and a spent one; a solved one creates the account once', async () => {
    const forged = await new TestBrowser(fixture.auth).request(
      'POST',
      '/sign-up/email',
      { email: uniqueEmail(), password: PASSWORD, name: 'x' },
      { [CAPTCHA_HEADER]: 'eyJub3QiOiJhIHNvbHV0aW9uIn0=' },
    );
    expect(forged.status).toBe(403);

    const captcha = await solvedSignUpCaptcha(fixture.handle.db);
    const email = uniqueEmail('real');
    expect(
      (await new TestBrowser(fixture.auth).request('POST', '/sign-up/email', { email, password: PASSWORD, name: 'x' }, { [CAPTCHA_HEADER]: captcha })).status,
    ).toBe(200);
    const again = await new TestBrowser(fixture.auth).request(
      'POST',
      '/sign-up/email',
      { email: uniqueEmail(), password: PASSWORD, name: 'x' },
      { [CAPTCHA_HEADER]: captcha },
    );
    expect(again.status).toBe(403);
    expect(again.json).toMatchObject({ code: 'CAPTCHA_REUSED', message: 'This bot check has already been used. Please try again.' });
    expect(await accountsWith(email)).toHaveLength(1);
  });

  it('a guest session is linked to an email only with the bot check, and a guest cannot take an email by changing it', async () => {
    const guest = new TestBrowser(fixture.auth);
    expect((await guest.request('POST', '/sign-in/anonymous', {})).status).toBe(200);
    const email = uniqueEmail('guest');
    expect((await guest.request('POST', '/sign-up/email', { email, password: PASSWORD, name: 'x' })).status).toBe(400);
    expect((await guest.request('POST', '/change-email', { newEmail: email, callbackURL: '/' })).status).toBe(401);
    expect(await accountsWith(email)).toHaveLength(0);
    expect((await guest.session())?.user.isAnonymous).toBe(true);

    expect((await guest.request('POST', '/sign-up/email', { email, password: PASSWORD, name: 'x' }, await captchaHeader(fixture.handle.db))).status).toBe(200);
    expect((await guest.session())?.user).toMatchObject({ email, isAnonymous: false });
  });

  it('auth.api calls on the server are held to it too', async () => {
    await expect(fixture.auth.api.signUpEmail({ body: { email: uniqueEmail(), password: PASSWORD, name: 'x' } })).rejects.toThrow();
  });
});
