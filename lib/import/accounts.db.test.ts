import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts, users } from '@/lib/db/schema';
import { ACCOUNT_GUESSES_CODE, PASSWORD_GUESSES_PER_ACCOUNT } from '@/lib/identity/auth/auth-limits';
import { signInWithEmail } from '@/lib/identity/sign-in';
import { TestBrowser, authOnTestDatabase, latestSmsCode } from '@/test/auth-browser';
import { CHEAP_HASH_CONFIG, authExport, parametersOf, type FixtureAccount } from '@/test/import-fixtures';
import { importAccounts, readAccounts, saveHashParameters } from './accounts';
import { emptyReport } from './report';

const fixture = authOnTestDatabase();
const OLD_PASSWORD = 'the old platform password';
let serial = 0;

function freshAccount(overrides: Partial<FixtureAccount> = {}): FixtureAccount {
  serial++;
  return {
    localId: `fb-uid-${serial}-${Date.now().toString(36)}`,
    email: `moved.${serial}.${Date.now().toString(36)}@example.com`,
    password: OLD_PASSWORD,
    ...overrides,
  };
}

async function runImport(text: string, { dryRun = false } = {}) {
  const report = emptyReport(dryRun);
  const list = readAccounts(report, 'users.json', text);
  if (!dryRun) await saveHashParameters(fixture.handle.db, parametersOf(CHEAP_HASH_CONFIG));
  await importAccounts(fixture.handle.db, 'users.json', list, report, { dryRun, batch: 2 });
  return report;
}

async function storedPassword(userId: string) {
  const [row] = await fixture.handle.db.select({ password: accounts.password }).from(accounts).where(eq(accounts.userId, userId));
  return row?.password;
}

describe('issue 27 "Passwords keep working": an imported account signs in with its old password', () => {
  it('the first sign-in checks the old hash, then re-hashes with ours and forgets the old one; the next sign-in uses ours', async () => {
    const account = freshAccount();
    await runImport(await authExport([account]));
    expect(await storedPassword(account.localId)).toMatch(/^firebase-scrypt\$/);

    const browser = new TestBrowser(fixture.auth);
    const first = await browser.request('POST', '/sign-in/email', { email: account.email, password: OLD_PASSWORD });
    expect(first.status).toBe(200);
    expect((await browser.session())?.user).toMatchObject({ id: account.localId, email: account.email });
    expect(await storedPassword(account.localId)).toMatch(/^scrypt\$/);

    const again = await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: account.email, password: OLD_PASSWORD });
    expect(again.status).toBe(200);
  });

  it('a wrong password is refused, keeps the old hash, and counts against the lockout like any other', async () => {
    const account = freshAccount();
    await runImport(await authExport([account]));
    for (let guess = 0; guess < PASSWORD_GUESSES_PER_ACCOUNT.limit; guess++) {
      const wrong = await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: account.email, password: `wrong guess ${guess}` });
      expect(wrong.status).toBe(401);
    }
    expect(await storedPassword(account.localId)).toMatch(/^firebase-scrypt\$/);
    const locked = await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: account.email, password: OLD_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.json).toMatchObject({ code: ACCOUNT_GUESSES_CODE });
  });

  it('an account with a phone second factor keeps its phone and stays enrolled: the code goes to that phone', async () => {
    const account = freshAccount({ mfaPhone: `+1818555${String(8000 + serial).padStart(4, '0')}` });
    await runImport(await authExport([account]));
    const browser = new TestBrowser(fixture.auth);
    const first = await signInWithEmail(browser.exchange(), { email: account.email!, password: OLD_PASSWORD });
    expect(first).toMatchObject({ ok: true, data: { step: '2faRequired', maskedPhone: `•••• •••• ${account.mfaPhone!.slice(-2)}`, codeSent: true } });
    expect(await browser.session()).toBeNull();
    const code = await latestSmsCode(fixture.handle.db, account.mfaPhone!);
    expect((await browser.request('POST', '/two-factor/verify-otp', { code })).status).toBe(200);
    expect((await browser.session())?.user).toMatchObject({ id: account.localId, twoFactorEnabled: true, phoneNumber: account.mfaPhone });
  });

  it('with the provider’s real parameters (mem_cost 14, rounds 8): the published example account signs in', async () => {
    // The example of github.com/firebase/scrypt's README, in the export's own format.
    const config = {
      algorithm: 'SCRYPT',
      base64_signer_key: 'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
      base64_salt_separator: 'Bw==',
      rounds: 8,
      mem_cost: 14,
    };
    const text = JSON.stringify({
      users: [
        {
          localId: 'published-example',
          email: 'user1@example.com',
          passwordHash: 'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
          salt: '42xEC+ixf3L2lw==',
          createdAt: '1700000000000',
          providerUserInfo: [{ providerId: 'password' }],
        },
      ],
    });
    const report = emptyReport(false);
    const list = readAccounts(report, 'users.json', text);
    await importAccounts(fixture.handle.db, 'users.json', list, report);
    try {
      await saveHashParameters(fixture.handle.db, parametersOf(config));
      expect((await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: 'user1@example.com', password: 'user1password' })).status).toBe(
        200,
      );
      expect(await storedPassword('published-example')).toMatch(/^scrypt\$/);
    } finally {
      await saveHashParameters(fixture.handle.db, parametersOf(CHEAP_HASH_CONFIG));
    }
  });
});

describe('issue 27: what is imported, reported and skipped', () => {
  it('anonymous accounts are not imported; a record without email and a duplicate email are reported by record and field', async () => {
    const kept = freshAccount();
    const twin = freshAccount({ email: kept.email });
    const anonymous = freshAccount({ email: undefined, password: undefined, anonymous: true });
    const phoneOnly = freshAccount({ email: undefined, password: undefined });
    const report = await runImport(await authExport([kept, twin, anonymous, phoneOnly]));
    expect(report.counts.accounts).toEqual({ created: 1, updated: 0, unchanged: 0, skipped: 3 });
    expect(report.problems).toEqual([
      expect.objectContaining({ file: 'users.json', record: twin.localId, field: 'email', skipped: true }),
      expect.objectContaining({ file: 'users.json', record: anonymous.localId, field: '', message: 'An anonymous account (a guest’s): not imported.' }),
      expect.objectContaining({ file: 'users.json', record: phoneOnly.localId, field: 'email', skipped: true }),
    ]);
    const found = await fixture.handle.db.select({ id: users.id }).from(users).where(eq(users.email, kept.email!));
    expect(found).toEqual([{ id: kept.localId }]);
    for (const id of [anonymous.localId, phoneOnly.localId, twin.localId])
      expect(await fixture.handle.db.select().from(users).where(eq(users.id, id))).toEqual([]);
  });

  it('a second-factor phone another account here already has is reported; that account comes without it, and the rest of the batch comes whole', async () => {
    const phone = `+1818556${String(1000 + serial).padStart(4, '0')}`;
    const here = freshAccount({ mfaPhone: phone });
    await runImport(await authExport([here]));
    const moved = freshAccount({ mfaPhone: phone });
    const beside = freshAccount();
    const report = await runImport(await authExport([moved, beside]));
    expect(report.counts.accounts).toEqual({ created: 2, updated: 0, unchanged: 0, skipped: 0 });
    expect(report.problems).toEqual([expect.objectContaining({ file: 'users.json', record: moved.localId, field: 'mfaInfo.phoneInfo', skipped: false })]);
    const [row] = await fixture.handle.db.select().from(users).where(eq(users.id, moved.localId));
    expect(row).toMatchObject({ phoneNumber: null, twoFactorEnabled: false });
    expect(await fixture.handle.db.select({ id: users.id }).from(users).where(eq(users.id, beside.localId))).toEqual([{ id: beside.localId }]);

    // Once the phone is free here, the next run brings it.
    await fixture.handle.db.update(users).set({ phoneNumber: null }).where(eq(users.id, here.localId));
    const again = await runImport(await authExport([moved, beside]));
    expect(again.problems).toEqual([]);
    expect((await fixture.handle.db.select().from(users).where(eq(users.id, moved.localId)))[0]).toMatchObject({ phoneNumber: phone, twoFactorEnabled: true });
  });

  it('a malformed file is reported as a whole and nothing of it is written', async () => {
    const report = await runImport('{"users": [ {"localId": "half"');
    expect(report.problems).toEqual([expect.objectContaining({ file: 'users.json', record: '(whole file)', skipped: true })]);
    expect(await fixture.handle.db.select().from(users).where(eq(users.id, 'half'))).toEqual([]);
  });

  it('a second run changes nothing; a changed record is updated; a password re-hashed here is never put back', async () => {
    const account = freshAccount({ displayName: 'Before' });
    const text = await authExport([account]);
    expect((await runImport(text)).counts.accounts).toMatchObject({ created: 1 });
    const [before] = await fixture.handle.db.select().from(users).where(eq(users.id, account.localId));
    expect((await runImport(text)).counts.accounts).toEqual({ created: 0, updated: 0, unchanged: 1, skipped: 0 });
    const [after] = await fixture.handle.db.select().from(users).where(eq(users.id, account.localId));
    expect(after).toEqual(before);

    expect((await new TestBrowser(fixture.auth).request('POST', '/sign-in/email', { email: account.email, password: OLD_PASSWORD })).status).toBe(200);
    const ours = await storedPassword(account.localId);
    const renamed = await authExport([{ ...account, displayName: 'After' }]);
    expect((await runImport(renamed)).counts.accounts).toMatchObject({ updated: 1 });
    expect(await storedPassword(account.localId)).toBe(ours);
    const [renamedRow] = await fixture.handle.db.select({ name: users.name }).from(users).where(eq(users.id, account.localId));
    expect(renamedRow?.name).toBe('After');
  });

  it('a dry run counts what it would create and writes nothing', async () => {
    const account = freshAccount();
    const report = await runImport(await authExport([account]), { dryRun: true });
    expect(report.counts.accounts).toMatchObject({ created: 1 });
    expect(await fixture.handle.db.select().from(users).where(eq(users.id, account.localId))).toEqual([]);
  });
});
