import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users, verifications } from '@/lib/db/schema';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { PASSWORD, TestBrowser, accountWithSecondFactor, latestSmsCode, signUp, uniqueEmail, uniquePhone, authOnTestDatabase } from '@/test/auth-browser';
import { solvedSignUpCaptcha } from '@/test/captcha';
import type { Result } from '@/lib/errors/app-error';
import { changeEmail, enrolPhoneSecondFactor, phoneSchema, sendPhoneVerificationCode, turnOffSecondFactor } from './account';
import { SECOND_FACTOR_CODE } from '@/lib/identity/auth/auth';
import { CODE_GUESSES_CODE, CODE_GUESSES_PER_ACCOUNT } from '@/lib/identity/auth/auth-limits';
import { CHANGE_CODES_PHONE_MESSAGE, type AnonymousLink } from '@/lib/identity/auth/auth-plugins';
import { ERROR_MESSAGES, secondFactorFailure } from '@/lib/identity/auth/errors';
import { resendSecondFactorCode, signInAnonymously, signInWithEmail, verifySecondFactor } from './sign-in';
import { linkAnonymousToEmail } from './sign-up';

const links: AnonymousLink[] = [];
const fixture = authOnTestDatabase({ onAnonymousLinked: async (link) => void links.push(link) });

/** A wrong code that is certainly not the one sent. */
/** The §4 outcome a second-factor answer leads to. */
const outcomeOf = (result: Result) => (result.ok ? 'success' : secondFactorFailure(result.error));

function wrong(code: string) {
  return code === '000000' ? '111111' : '000000';
}

describe('§7 Identity provider: SMS second factor', () => {
  it('log-in answers 2faRequired with the masked phone of the enrolled factor and texts a code; the code finishes the log-in', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const browser = new TestBrowser(fixture.auth);
    const first = await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    expect(first).toEqual({
      ok: true,
      data: {
        step: '2faRequired',
        message: ERROR_MESSAGES.multiFactorRequired,
        methods: ['otp'],
        maskedPhone: `•••• •••• ${account.phoneNumber.slice(-2)}`,
        codeSent: true,
      },
    });
    // No session until the second factor: better-auth has only the pending sign-in cookie.
    expect(await browser.session()).toBeNull();
    const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
    expect(await verifySecondFactor(browser.exchange(), { code })).toEqual({ ok: true, data: null });
    expect((await browser.session())?.user).toMatchObject({ id: account.userId, twoFactorEnabled: true });
  });

  it('§4 invalidVerificationCode is temporarilyFailed: the pending log-in stays and the right code still works', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const browser = new TestBrowser(fixture.auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
    const wrongCode = await verifySecondFactor(browser.exchange(), { code: wrong(code) });
    expect(wrongCode).toMatchObject({
      ok: false,
      error: { code: 'invalid', reason: 'invalidVerificationCode', message: ERROR_MESSAGES.invalidVerificationCode },
    });
    expect(outcomeOf(wrongCode)).toBe('temporarilyFailed');
    expect(await verifySecondFactor(browser.exchange(), { code })).toEqual({ ok: true, data: null });
  });

  it('resend texts a new code', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const browser = new TestBrowser(fixture.auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const before = (await outboxFor(fixture.handle.db, 'sms', account.phoneNumber)).length;
    expect(await resendSecondFactorCode(browser.exchange())).toEqual({ ok: true, data: null });
    expect(await outboxFor(fixture.handle.db, 'sms', account.phoneNumber)).toHaveLength(before + 1);
    expect(await verifySecondFactor(browser.exchange(), { code: await latestSmsCode(fixture.handle.db, account.phoneNumber) })).toEqual({
      ok: true,
      data: null,
    });
  });

  it('§4 codeExpired is permanentlyFailed', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const browser = new TestBrowser(fixture.auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
    await fixture.handle.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, '2fa-otp-%'));
    expect(await verifySecondFactor(browser.exchange(), { code })).toMatchObject({
      ok: false,
      error: { reason: 'codeExpired', message: ERROR_MESSAGES.codeExpired },
    });
  });

  it('issue 9 §3: wrong codes are limited per account too: ten across sign-ins and addresses lock it, the right code included', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    let failures = 0;
    while (failures < CODE_GUESSES_PER_ACCOUNT.limit) {
      const browser = new TestBrowser(fixture.auth);
      await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
      const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
      for (let attempt = 0; attempt < SECOND_FACTOR_CODE.allowedAttempts - 1 && failures < CODE_GUESSES_PER_ACCOUNT.limit; attempt++, failures++) {
        expect(outcomeOf(await verifySecondFactor(browser.exchange(), { code: wrong(code) }))).toBe('temporarilyFailed');
      }
    }
    const browser = new TestBrowser(fixture.auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
    const heldBack = await verifySecondFactor(browser.exchange(), { code });
    expect(heldBack).toMatchObject({
      ok: false,
      error: {
        code: 'rateLimited',
        reason: CODE_GUESSES_CODE,
        message: expect.stringMatching(/^Too many wrong codes for this account\. Try again in \d+ minutes?\.$/),
      },
    });
    expect(outcomeOf(heldBack)).toBe('temporarilyFailed');
    expect(await browser.session()).toBeNull();
  });

  it('§4 too many wrong codes is permanentlyFailed, even with the right code afterwards', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const browser = new TestBrowser(fixture.auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(outcomeOf(await verifySecondFactor(browser.exchange(), { code: wrong(code) }))).toBe('temporarilyFailed');
    }
    const tooMany = await verifySecondFactor(browser.exchange(), { code });
    expect(tooMany).toMatchObject({ ok: false, error: { reason: 'tooManyAttempts' } });
    expect(outcomeOf(tooMany)).toBe('permanentlyFailed');
    expect(await browser.session()).toBeNull();
  });
});

describe('§7 the account page: enrol a phone for the SMS second factor after verifying it by code; turn it off', () => {
  it('enrols only with the code texted to that phone and the password, and turns off with the password', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { email, userId } = await signUp(browser);
    const phoneNumber = uniquePhone();
    expect(phoneSchema.safeParse({ phoneNumber: 'call me' }).success).toBe(false);
    expect(await sendPhoneVerificationCode(browser.exchange(), { phoneNumber: 'call me' })).toMatchObject({ ok: false });
    expect(await sendPhoneVerificationCode(browser.exchange(), { phoneNumber })).toEqual({ ok: true, data: null });
    const code = await latestSmsCode(fixture.handle.db, phoneNumber);
    expect(await enrolPhoneSecondFactor(browser.exchange(), { phoneNumber, code: wrong(code), password: PASSWORD })).toMatchObject({
      ok: false,
      error: { reason: 'invalidVerificationCode' },
    });
    expect(await enrolPhoneSecondFactor(browser.exchange(), { phoneNumber, code, password: PASSWORD })).toEqual({ ok: true, data: null });
    const [enrolled] = await fixture.handle.db.select().from(users).where(eq(users.id, userId));
    expect(enrolled).toMatchObject({ phoneNumber, phoneNumberVerified: true, twoFactorEnabled: true });

    expect(await turnOffSecondFactor(browser.exchange(), { password: 'not the password' })).toMatchObject({ ok: false, error: { reason: 'wrongPassword' } });
    expect(await turnOffSecondFactor(browser.exchange(), { password: PASSWORD })).toEqual({ ok: true, data: null });
    expect(await signInWithEmail(new TestBrowser(fixture.auth).exchange(), { email, password: PASSWORD })).toMatchObject({
      ok: true,
      data: { step: 'signedIn' },
    });
  });

  it('the same phone enrols again after codes were turned off, or after a wrong password, and still only with its code', async () => {
    const browser = new TestBrowser(fixture.auth);
    const { userId } = await signUp(browser);
    const phoneNumber = uniquePhone();
    const enrol = async (password: string, code?: string) => {
      if (!code) {
        await sendPhoneVerificationCode(browser.exchange(), { phoneNumber });
        code = await latestSmsCode(fixture.handle.db, phoneNumber);
      }
      return enrolPhoneSecondFactor(browser.exchange(), { phoneNumber, code, password });
    };
    const twoFactor = async () => (await fixture.handle.db.select().from(users).where(eq(users.id, userId)))[0]?.twoFactorEnabled;

    expect(await enrol('not the password')).toMatchObject({ ok: false, error: { reason: 'wrongPassword' } });
    expect(await twoFactor()).toBeFalsy();
    expect(await enrol(PASSWORD)).toEqual({ ok: true, data: null });
    expect(await twoFactor()).toBe(true);

    expect(await turnOffSecondFactor(browser.exchange(), { password: PASSWORD })).toEqual({ ok: true, data: null });
    await sendPhoneVerificationCode(browser.exchange(), { phoneNumber });
    const code = await latestSmsCode(fixture.handle.db, phoneNumber);
    expect(await enrol(PASSWORD, wrong(code))).toMatchObject({ ok: false, error: { reason: 'invalidVerificationCode' } });
    expect(await twoFactor()).toBe(false);
    expect(await enrol(PASSWORD, code)).toEqual({ ok: true, data: null });
    expect(await twoFactor()).toBe(true);
  });

  it('while codes are on, a session alone cannot move them to another phone: turning them off asks for the password', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const browser = new TestBrowser(fixture.auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    await verifySecondFactor(browser.exchange(), { code: await latestSmsCode(fixture.handle.db, account.phoneNumber) });
    const stranger = uniquePhone();
    expect(await sendPhoneVerificationCode(browser.exchange(), { phoneNumber: stranger })).toEqual({ ok: true, data: null });
    const code = await latestSmsCode(fixture.handle.db, stranger);
    const moved = await browser.request('POST', '/phone-number/verify', { phoneNumber: stranger, code, updatePhoneNumber: true });
    expect(moved.status).toBe(400);
    expect(moved.json).toMatchObject({ message: CHANGE_CODES_PHONE_MESSAGE });
    expect(await enrolPhoneSecondFactor(browser.exchange(), { phoneNumber: stranger, code, password: 'not the password' })).toMatchObject({ ok: false });
    const [row] = await fixture.handle.db.select().from(users).where(eq(users.email, account.email));
    expect(row).toMatchObject({ phoneNumber: account.phoneNumber, twoFactorEnabled: true });
  });

  it('proving a phone without adding it works only for the account’s own phone, and makes no session', async () => {
    const owner = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const other = new TestBrowser(fixture.auth);
    await signUp(other);
    const sessionsBefore = (await fixture.handle.db.select().from(sessions)).length;
    const verify = await other.request('POST', '/phone-number/verify', { phoneNumber: owner.phoneNumber, code: '123456', disableSession: true });
    expect(verify.status).toBe(400);
    expect(verify.json).toMatchObject({ message: 'A phone number is verified only to add it to your account.' });
    expect((await fixture.handle.db.select().from(sessions)).length).toBe(sessionsBefore);
  });

  it('a phone code never signs anyone in, and nobody signed out can have us text a phone', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const stranger = new TestBrowser(fixture.auth);
    expect((await stranger.request('POST', '/phone-number/send-otp', { phoneNumber: account.phoneNumber })).status).toBe(401);
    expect((await stranger.request('POST', '/sign-in/phone-number', { phoneNumber: account.phoneNumber, password: PASSWORD })).status).toBe(404);
    const verify = await stranger.request('POST', '/phone-number/verify', {
      phoneNumber: account.phoneNumber,
      code: await latestSmsCode(fixture.handle.db, account.phoneNumber),
    });
    expect(verify.status).toBe(401);
    expect(await stranger.session()).toBeNull();
  });
});

describe('§6 An anonymous session can be upgraded by linking it to an email credential', () => {
  it('sign-up while anonymous keeps the browser signed in as the new account and calls onAnonymousLinked(from, to)', async () => {
    const browser = new TestBrowser(fixture.auth);
    const anonymous = await signInAnonymously(browser.exchange());
    if (!anonymous.ok) throw new Error('anonymous sign-in failed');
    const email = uniqueEmail('linked');
    const linked = await linkAnonymousToEmail(browser.exchange(), { email, password: PASSWORD }, await solvedSignUpCaptcha(fixture.handle.db));
    expect(linked).toMatchObject({ ok: true, data: { email, isAnonymous: false } });
    if (!linked.ok) return;
    expect(links).toContainEqual({ from: anonymous.data.uid, to: linked.data.uid });
    expect((await browser.session())?.user.id).toBe(linked.data.uid);
    expect(await fixture.handle.db.select().from(users).where(eq(users.id, anonymous.data.uid))).toHaveLength(0);
  });

  it('§8 email already in use at link: "This email address is already registered. Please log in."', async () => {
    const { email } = await signUp(new TestBrowser(fixture.auth));
    const browser = new TestBrowser(fixture.auth);
    await signInAnonymously(browser.exchange());
    expect(await linkAnonymousToEmail(browser.exchange(), { email, password: PASSWORD }, await solvedSignUpCaptcha(fixture.handle.db))).toMatchObject({
      ok: false,
      error: { code: 'conflict', reason: 'emailAlreadyInUse', message: 'This email address is already registered. Please log in.' },
    });
  });

  it('log-in while anonymous into an account with a second factor carries over too, once the code is verified', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const browser = new TestBrowser(fixture.auth);
    const anonymous = await signInAnonymously(browser.exchange());
    if (!anonymous.ok) throw new Error('anonymous sign-in failed');
    expect(await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD })).toMatchObject({ ok: true, data: { step: '2faRequired' } });
    expect(links.some((link) => link.from === anonymous.data.uid)).toBe(false);
    const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
    expect(outcomeOf(await verifySecondFactor(browser.exchange(), { code: wrong(code) }))).toBe('temporarilyFailed');
    expect(links.some((link) => link.from === anonymous.data.uid)).toBe(false);
    expect(await verifySecondFactor(browser.exchange(), { code })).toEqual({ ok: true, data: null });
    expect(links).toContainEqual({ from: anonymous.data.uid, to: account.userId });
    expect(await fixture.handle.db.select().from(users).where(eq(users.id, anonymous.data.uid))).toHaveLength(0);
  });
});

describe('spec §8 emailNeeds2ndFactorVerification: with log-in codes on, changing the email needs a texted code first', () => {
  it('texts a code and refuses until it is given; a wrong code is refused; the right one sends the change, once', async () => {
    const account = await accountWithSecondFactor(fixture.handle.db, fixture.auth);
    const browser = new TestBrowser(fixture.auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    expect(await verifySecondFactor(browser.exchange(), { code: await latestSmsCode(fixture.handle.db, account.phoneNumber) })).toEqual({
      ok: true,
      data: null,
    });

    const newEmail = uniqueEmail('moved');
    const texted = (await outboxFor(fixture.handle.db, 'sms', account.phoneNumber)).length;
    expect(await changeEmail(browser.exchange(), { newEmail })).toMatchObject({
      ok: false,
      error: { code: 'refused', reason: 'emailNeeds2ndFactorVerification', message: ERROR_MESSAGES.emailNeeds2ndFactorVerification },
    });
    expect(await outboxFor(fixture.handle.db, 'sms', account.phoneNumber)).toHaveLength(texted + 1);
    // better-auth's own endpoint is held to it too.
    const raw = await browser.request('POST', '/change-email', { newEmail, callbackURL: '/' });
    expect(raw.status).toBe(403);
    expect(raw.json).toMatchObject({ message: ERROR_MESSAGES.emailNeeds2ndFactorVerification });

    const code = await latestSmsCode(fixture.handle.db, account.phoneNumber);
    expect(await changeEmail(browser.exchange(), { newEmail, code: wrong(code) })).toMatchObject({ ok: false, error: { reason: 'invalidVerificationCode' } });
    expect(await outboxFor(fixture.handle.db, 'email', newEmail)).toHaveLength(0);
    expect(await changeEmail(browser.exchange(), { newEmail, code })).toEqual({ ok: true, data: null });
    expect(await outboxFor(fixture.handle.db, 'email', newEmail)).toHaveLength(1);
    // The proof is spent with that change.
    expect((await browser.request('POST', '/change-email', { newEmail: uniqueEmail(), callbackURL: '/' })).status).toBe(403);
  });
});
