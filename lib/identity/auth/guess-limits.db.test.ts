import { describe, expect, it } from 'vitest';
import { recordLogIn } from '@/lib/identity/log-in-record';
import { PASSWORD, TestBrowser, authOnTestDatabase, signUp, testAuth } from '@/test/auth-browser';
import { ACCOUNT_GUESSES_CODE, PASSWORD_GUESSES_PER_ACCOUNT } from './auth-limits';

const fixture = authOnTestDatabase();

/** Guesses from as many addresses as there are guesses: the limit per address never trips. */
async function guessFromNewAddresses(email: string, guesses: number) {
  for (let guess = 0; guess < guesses; guess++) {
    expect((await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email, password: `wrong guess ${guess}` })).status).toBe(401);
  }
}

describe('issue 9 §3: wrong passwords are limited per account, not only per address', () => {
  it('after ten wrong passwords from ten addresses, an eleventh address is refused even with the right password', async () => {
    const owner = await signUp(new TestBrowser(fixture.auth));
    await guessFromNewAddresses(owner.email, PASSWORD_GUESSES_PER_ACCOUNT.limit);
    const refused = await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: owner.email, password: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: ACCOUNT_GUESSES_CODE });
    expect(String(refused.json?.message)).toMatch(
      /^Too many wrong passwords for this account\. Try again in \d+ minutes?, or log in from where you usually do\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A sliding window's wait is at most one window and a limit's share of the next (decision 106).
    const { limit, windowMs } = PASSWORD_GUESSES_PER_ACCOUNT;
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(Math.ceil(((1 + 1 / limit) * windowMs) / 1000));
  });

  it('the owner still logs in from an address they logged in from before, so nobody can lock them out', async () => {
    const home = new TestBrowser(fixture.auth);
    const owner = await signUp(home);
    await recordLogIn(fixture.handle.db, {
      vendorId: 'cahuenga-props',
      vendorName: 'cahuenga-prop-house',
      uid: owner.userId,
      email: owner.email,
      captchaToken: 'test',
      priorStatus: 'wasNotAuthenticated',
      now: Date.now(),
      ipAddress: home.ip,
    });
    await guessFromNewAddresses(owner.email, PASSWORD_GUESSES_PER_ACCOUNT.limit);
    expect((await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: owner.email, password: PASSWORD })).status).toBe(429);
    expect((await home.request('POST', '/sign-in/email', { email: owner.email, password: PASSWORD })).status).toBe(200);
  });

  it('another account is not affected, and right passwords do not count', async () => {
    const first = await signUp(new TestBrowser(fixture.auth));
    const second = await signUp(new TestBrowser(fixture.auth));
    await guessFromNewAddresses(first.email, PASSWORD_GUESSES_PER_ACCOUNT.limit);
    for (let login = 0; login < PASSWORD_GUESSES_PER_ACCOUNT.limit + 1; login++) {
      expect((await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: second.email, password: PASSWORD })).status).toBe(200);
    }
  });
});

describe('issue 23 §2: the lockout is exact under parallel guesses', () => {
  it('of 50 wrong passwords sent at once from 50 addresses to two instances, exactly ten are checked; the rest are refused', async () => {
    const owner = await signUp(new TestBrowser(fixture.auth));
    // A second instance on the same database: its own better-auth, sharing only the database.
    const instances = [fixture.auth, testAuth(fixture.handle.db)];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, guess) =>
        new TestBrowser(instances[guess % 2]!).request('POST', '/sign-in/email', { email: owner.email, password: `wrong guess ${guess}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(PASSWORD_GUESSES_PER_ACCOUNT.limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - PASSWORD_GUESSES_PER_ACCOUNT.limit);
  });

  it('a right password counted before its check is given back: ten right log-ins then ten wrong ones are all answered', async () => {
    const owner = await signUp(new TestBrowser(fixture.auth));
    const right = await Promise.all(
      Array.from({ length: PASSWORD_GUESSES_PER_ACCOUNT.limit }, () =>
        new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: owner.email, password: PASSWORD }),
      ),
    );
    expect(right.map((answer) => answer.status)).toEqual(Array(PASSWORD_GUESSES_PER_ACCOUNT.limit).fill(200));
    await guessFromNewAddresses(owner.email, PASSWORD_GUESSES_PER_ACCOUNT.limit);
  });
});

it('issue 9 §2: an email with a NUL is a 4xx from better-auth, not a failed query', async () => {
  for (const email of ['a\u0000@example.com', 'crew\u0007@example.com']) {
    const answer = await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email, password: PASSWORD });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
});
