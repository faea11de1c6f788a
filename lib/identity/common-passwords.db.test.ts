import { describe, expect, it } from 'vitest';
import { PASSWORD, TestBrowser, authOnTestDatabase, signUp, uniqueEmail } from '@/test/auth-browser';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { changePassword } from './account';
import { createUser, signUpFormSchema, signUpSchema } from './sign-up';
import { COMMON_PASSWORD_CODE, isCommonPassword } from '@/lib/identity/auth/auth-plugins';
import { ERROR_MESSAGES } from '@/lib/identity/auth/errors';
import { CAPTCHA_HEADER } from '@/lib/identity/auth/auth-plugins';

const fixture = authOnTestDatabase();

describe('issue 9 §3: the most common passwords are refused, with a clear message', () => {
  it('knows the common ones, whatever their case, and lets an uncommon one through', () => {
    for (const password of ['12345678', 'password', 'Password1', 'iloveyou', 'sunshine', 'qwertyuiop']) expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword(PASSWORD)).toBe(false);
    expect(isCommonPassword('Diner set, Ep 104: brass lamps')).toBe(false);
  });

  it("at sign-up through the page's form, by its schema, before the bot check is spent", async () => {
    const captcha = await solvedSignUpCaptcha(fixture.handle.db);
    const typed = signUpFormSchema().safeParse({ email: uniqueEmail(), password: '12345678', captcha });
    expect(typed.error?.issues.map((issue) => issue.message)).toEqual([ERROR_MESSAGES.commonPassword]);
    expect(
      await createUser(new TestBrowser(fixture.auth).exchange(), signUpSchema().parse({ email: uniqueEmail(), password: PASSWORD }), captcha),
    ).toMatchObject({ ok: true });
  });

  it("at better-auth's own sign-up and password change, for callers that skip the page", async () => {
    const raw = await new TestBrowser(fixture.auth).request(
      'POST',
      '/sign-up/email',
      { email: uniqueEmail(), password: '12345678', name: 'x' },
      { [CAPTCHA_HEADER]: await solvedSignUpCaptcha(fixture.handle.db) },
    );
    expect(raw.status).toBe(400);
    expect(raw.json).toMatchObject({ code: COMMON_PASSWORD_CODE, message: ERROR_MESSAGES.commonPassword });

    const browser = new TestBrowser(fixture.auth);
    await signUp(browser);
    const changed = await browser.request('POST', '/change-password', { currentPassword: PASSWORD, newPassword: 'Password1' });
    expect(changed.json).toMatchObject({ code: COMMON_PASSWORD_CODE });
    expect(await changePassword(browser.exchange(), { currentPassword: PASSWORD, newPassword: 'sunshine', revokeOtherSessions: false })).toMatchObject({
      ok: false,
      error: { message: ERROR_MESSAGES.commonPassword },
    });
  });
});
