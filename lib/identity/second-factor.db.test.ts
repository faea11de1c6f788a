import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/db/open';
import { users, verifications } from '@/lib/db/schema';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { PASSWORD, TestBrowser, accountWithSecondFactor, latestSmsCode, signUp, testAuth, uniqueEmail, uniquePhone } from '@/test/auth-browser';
import { solvedSignUpCaptcha } from '@/test/captcha';
import { openTestDatabase } from '@/test/database';
import { changeEmail, linkAnonymousToEmail } from './account';
import type { AnonymousLink } from './anonymous-link';
import { SECOND_FACTOR_CODE, type Auth } from './auth';
import { CODE_GUESSES_CODE, CODE_GUESSES_PER_ACCOUNT } from './guess-limits';
import { ERROR_MESSAGES } from './errors';
import { enrolPhoneSecondFactor, sendPhoneVerificationCode, turnOffSecondFactor } from './phone-second-factor';
import { resendSecondFactorCode, signInAnonymously, signInWithEmail, verifySecondFactor } from './sign-in';

let handle: DatabaseHandle;
let auth: Auth;
const links: AnonymousLink[] = [];
beforeAll(async () => {
  handle = await openTestDatabase();
  auth = testAuth(handle.db, { onAnonymousLinked: async (link) => void links.push(link) });
});
afterAll(() => handle.close());

/** A wrong code that is certainly not the one sent. */
function wrong(code: string) {
  return code === '000000' ? '111111' : '000000';
}

describe('§7 Identity provider: SMS second factor', () => {
  it('log-in answers 2faRequired with the masked phone of the enrolled factor and texts a code; the code finishes the log-in', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    const browser = new TestBrowser(auth);
    const first = await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    expect(first).toEqual({
      outcome: '2faRequired',
      message: ERROR_MESSAGES.multiFactorRequired,
      methods: ['otp'],
      maskedPhone: `•••• •••• ${account.phoneNumber.slice(-2)}`,
      codeSent: true,
    });
    // No session until the second factor: better-auth has only the pending sign-in cookie.
    expect(await browser.session()).toBeNull();
    const code = await latestSmsCode(handle.db, account.phoneNumber);
    expect(await verifySecondFactor(browser.exchange(), { code })).toEqual({ outcome: 'success' });
    expect((await browser.session())?.user).toMatchObject({ id: account.userId, twoFactorEnabled: true });
  });

  it('§4 invalidVerificationCode is temporarilyFailed: the pending log-in stays and the right code still works', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    const browser = new TestBrowser(auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const code = await latestSmsCode(handle.db, account.phoneNumber);
    expect(await verifySecondFactor(browser.exchange(), { code: wrong(code) })).toEqual({
      outcome: 'temporarilyFailed',
      error: { kind: 'invalidVerificationCode', code: 'INVALID_CODE', message: ERROR_MESSAGES.invalidVerificationCode },
    });
    expect(await verifySecondFactor(browser.exchange(), { code })).toEqual({ outcome: 'success' });
  });

  it('resend texts a new code', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    const browser = new TestBrowser(auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const before = (await outboxFor(handle.db, 'sms', account.phoneNumber)).length;
    expect(await resendSecondFactorCode(browser.exchange())).toEqual({ ok: true, data: null });
    expect(await outboxFor(handle.db, 'sms', account.phoneNumber)).toHaveLength(before + 1);
    expect(await verifySecondFactor(browser.exchange(), { code: await latestSmsCode(handle.db, account.phoneNumber) })).toEqual({ outcome: 'success' });
  });

  it('§4 codeExpired is permanentlyFailed', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    const browser = new TestBrowser(auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const code = await latestSmsCode(handle.db, account.phoneNumber);
    await handle.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(like(verifications.identifier, '2fa-otp-%'));
    expect(await verifySecondFactor(browser.exchange(), { code })).toMatchObject({ outcome: 'permanentlyFailed', error: { kind: 'codeExpired', message: ERROR_MESSAGES.codeExpired } });
  });

  it('issue 9 §3: wrong codes are limited per account too: ten across sign-ins and addresses lock it, the right code included', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    let failures = 0;
    while (failures < CODE_GUESSES_PER_ACCOUNT.limit) {
      const browser = new TestBrowser(auth);
      await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
      const code = await latestSmsCode(handle.db, account.phoneNumber);
      for (let attempt = 0; attempt < SECOND_FACTOR_CODE.allowedAttempts - 1 && failures < CODE_GUESSES_PER_ACCOUNT.limit; attempt++, failures++) {
        expect((await verifySecondFactor(browser.exchange(), { code: wrong(code) })).outcome).toBe('temporarilyFailed');
      }
    }
    const browser = new TestBrowser(auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const code = await latestSmsCode(handle.db, account.phoneNumber);
    expect(await verifySecondFactor(browser.exchange(), { code })).toMatchObject({
      outcome: 'temporarilyFailed',
      error: { code: CODE_GUESSES_CODE, message: expect.stringMatching(/^Too many wrong codes for this account\. Try again in \d+ minutes?\.$/) },
    });
    expect(await browser.session()).toBeNull();
  });

  it('§4 too many wrong codes is permanentlyFailed, even with the right code afterwards', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    const browser = new TestBrowser(auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    const code = await latestSmsCode(handle.db, account.phoneNumber);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verifySecondFactor(browser.exchange(), { code: wrong(code) })).outcome).toBe('temporarilyFailed');
    }
    expect(await verifySecondFactor(browser.exchange(), { code })).toMatchObject({ outcome: 'permanentlyFailed', error: { kind: 'tooManyAttempts' } });
    expect(await browser.session()).toBeNull();
  });
});

describe('§7 the account page: enrol a phone for the SMS second factor after verifying it by code; turn it off', () => {
  it('enrols only with the code texted to that phone and the password, and turns off with the password', async () => {
    const browser = new TestBrowser(auth);
    const { email, userId } = await signUp(browser);
    const phoneNumber = uniquePhone();
    expect(await sendPhoneVerificationCode(browser.exchange(), { phoneNumber: 'call me' })).toMatchObject({ ok: false, error: { code: 'INVALID_INPUT' } });
    expect(await sendPhoneVerificationCode(browser.exchange(), { phoneNumber })).toEqual({ ok: true, data: null });
    const code = await latestSmsCode(handle.db, phoneNumber);
    expect(await enrolPhoneSecondFactor(browser.exchange(), { phoneNumber, code: wrong(code), password: PASSWORD })).toMatchObject({ ok: false, error: { kind: 'invalidVerificationCode' } });
    expect(await enrolPhoneSecondFactor(browser.exchange(), { phoneNumber, code, password: PASSWORD })).toEqual({ ok: true, data: null });
    const [enrolled] = await handle.db.select().from(users).where(eq(users.id, userId));
    expect(enrolled).toMatchObject({ phoneNumber, phoneNumberVerified: true, twoFactorEnabled: true });

    expect(await turnOffSecondFactor(browser.exchange(), { password: 'not the password' })).toMatchObject({ ok: false, error: { kind: 'wrongPassword' } });
    expect(await turnOffSecondFactor(browser.exchange(), { password: PASSWORD })).toEqual({ ok: true, data: null });
    expect(await signInWithEmail(new TestBrowser(auth).exchange(), { email, password: PASSWORD })).toMatchObject({ outcome: 'success' });
  });

  it('a phone code never signs anyone in, and nobody signed out can have us text a phone', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    const stranger = new TestBrowser(auth);
    expect((await stranger.request('POST', '/phone-number/send-otp', { phoneNumber: account.phoneNumber })).status).toBe(401);
    expect((await stranger.request('POST', '/sign-in/phone-number', { phoneNumber: account.phoneNumber, password: PASSWORD })).status).toBe(404);
    const verify = await stranger.request('POST', '/phone-number/verify', { phoneNumber: account.phoneNumber, code: await latestSmsCode(handle.db, account.phoneNumber) });
    expect(verify.status).toBe(401);
    expect(await stranger.session()).toBeNull();
  });
});

describe('§6 An anonymous session can be upgraded by linking it to an email credential', () => {
  it('sign-up while anonymous keeps the browser signed in as the new account and calls onAnonymousLinked(from, to)', async () => {
    const browser = new TestBrowser(auth);
    const anonymous = await signInAnonymously(browser.exchange());
    if (!anonymous.ok) throw new Error('anonymous sign-in failed');
    const email = uniqueEmail('linked');
    const linked = await linkAnonymousToEmail(browser.exchange(), { email, password: PASSWORD }, await solvedSignUpCaptcha(handle.db));
    expect(linked).toMatchObject({ ok: true, data: { email, isAnonymous: false } });
    if (!linked.ok) return;
    expect(links).toContainEqual({ from: anonymous.data.uid, to: linked.data.uid });
    expect((await browser.session())?.user.id).toBe(linked.data.uid);
    expect(await handle.db.select().from(users).where(eq(users.id, anonymous.data.uid))).toHaveLength(0);
  });

  it('§8 email already in use at link: "This email address is already registered. Please log in."', async () => {
    const { email } = await signUp(new TestBrowser(auth));
    const browser = new TestBrowser(auth);
    await signInAnonymously(browser.exchange());
    expect(await linkAnonymousToEmail(browser.exchange(), { email, password: PASSWORD }, await solvedSignUpCaptcha(handle.db))).toMatchObject({
      ok: false,
      error: { kind: 'emailAlreadyInUse', message: 'This email address is already registered. Please log in.' },
    });
  });

  it('log-in while anonymous into an account with a second factor carries over too, once the code is verified', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    const browser = new TestBrowser(auth);
    const anonymous = await signInAnonymously(browser.exchange());
    if (!anonymous.ok) throw new Error('anonymous sign-in failed');
    expect((await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD })).outcome).toBe('2faRequired');
    expect(links.some((link) => link.from === anonymous.data.uid)).toBe(false);
    const code = await latestSmsCode(handle.db, account.phoneNumber);
    expect((await verifySecondFactor(browser.exchange(), { code: wrong(code) })).outcome).toBe('temporarilyFailed');
    expect(links.some((link) => link.from === anonymous.data.uid)).toBe(false);
    expect(await verifySecondFactor(browser.exchange(), { code })).toEqual({ outcome: 'success' });
    expect(links).toContainEqual({ from: anonymous.data.uid, to: account.userId });
    expect(await handle.db.select().from(users).where(eq(users.id, anonymous.data.uid))).toHaveLength(0);
  });
});

describe('spec §8 emailNeeds2ndFactorVerification: with log-in codes on, changing the email needs a texted code first', () => {
  it('texts a code and refuses until it is given; a wrong code is refused; the right one sends the change, once', async () => {
    const account = await accountWithSecondFactor(handle.db, auth);
    const browser = new TestBrowser(auth);
    await signInWithEmail(browser.exchange(), { email: account.email, password: PASSWORD });
    expect(await verifySecondFactor(browser.exchange(), { code: await latestSmsCode(handle.db, account.phoneNumber) })).toEqual({ outcome: 'success' });

    const newEmail = uniqueEmail('moved');
    const texted = (await outboxFor(handle.db, 'sms', account.phoneNumber)).length;
    expect(await changeEmail(browser.exchange(), { newEmail })).toMatchObject({
      ok: false,
      error: { kind: 'emailNeeds2ndFactorVerification', message: ERROR_MESSAGES.emailNeeds2ndFactorVerification },
    });
    expect(await outboxFor(handle.db, 'sms', account.phoneNumber)).toHaveLength(texted + 1);
    // better-auth's own endpoint is held to it too.
    const raw = await browser.request('POST', '/change-email', { newEmail, callbackURL: '/' });
    expect(raw.status).toBe(403);
    expect(raw.json).toMatchObject({ message: ERROR_MESSAGES.emailNeeds2ndFactorVerification });

    const code = await latestSmsCode(handle.db, account.phoneNumber);
    expect(await changeEmail(browser.exchange(), { newEmail, code: wrong(code) })).toMatchObject({ ok: false, error: { kind: 'invalidVerificationCode' } });
    expect(await outboxFor(handle.db, 'email', newEmail)).toHaveLength(0);
    expect(await changeEmail(browser.exchange(), { newEmail, code })).toEqual({ ok: true, data: null });
    expect(await outboxFor(handle.db, 'email', newEmail)).toHaveLength(1);
    // The proof is spent with that change.
    expect((await browser.request('POST', '/change-email', { newEmail: uniqueEmail(), callbackURL: '/' })).status).toBe(403);
  });
});

