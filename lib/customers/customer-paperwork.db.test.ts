import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditOf } from '@/lib/audit/record-audit';
import { auditLog, customerPaperwork } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { tenant } from '@/lib/tenant';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { acceptRentalAgreement, changePaperwork, paperworkOf, setAccountType, withdrawRentalAgreement } from './customer-paperwork';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const STAFF = { uid: 'staff-1', name: 'Rosa at the counter' };
const NOW = new Date('2027-03-01T18:00:00Z');

async function customer() {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  return { vendorId: VENDOR_ID, uid: account.userId, name: account.email };
}
const history = async (uid: string) =>
  (await auditOf(db(), VENDOR_ID, 'customer', uid)).map(({ action, actorName, before, after }) => ({ action, actorName, before, after }));

describe('issue 13 §2, §9: a customer’s account type, with its audit row', () => {
  it('cash on delivery until staff set it; each change is one audit row with before and after; the same again writes nothing', async () => {
    const person = await customer();
    expect(await paperworkOf(db(), person)).toMatchObject({ accountType: 'cod', insuranceFileKey: null, agreementAcceptedAt: null });
    expect(await setAccountType(db(), person, 'net30', STAFF, NOW)).toMatchObject({ ok: true, data: { changed: true } });
    expect(await setAccountType(db(), person, 'net30', STAFF, NOW)).toMatchObject({ ok: true, data: { changed: false } });
    expect(await setAccountType(db(), person, 'card', STAFF, NOW)).toMatchObject({ ok: true, data: { changed: true } });
    expect((await paperworkOf(db(), person)).accountType).toBe('card');
    expect(await history(person.uid)).toEqual([
      { action: 'setAccountType', actorName: STAFF.name, before: { accountType: 'net30' }, after: { accountType: 'card' } },
      { action: 'setAccountType', actorName: STAFF.name, before: { accountType: 'cod' }, after: { accountType: 'net30' } },
    ]);
  });

  it('twenty staff setting it at once: one change, one audit row', async () => {
    const person = await customer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => setAccountType(db(), person, 'net30', STAFF)));
    expect(answers.filter((answer) => answer.ok && answer.data.changed)).toHaveLength(1);
    expect(await history(person.uid)).toHaveLength(1);
  });

  it('an unknown customer answers notFound, and nothing is written', async () => {
    const audits = (await db().select().from(auditLog)).length;
    expect(await setAccountType(db(), { vendorId: VENDOR_ID, uid: 'no-such-customer' }, 'net30', STAFF)).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
    expect(await db().select().from(customerPaperwork).where(eq(customerPaperwork.uid, 'no-such-customer'))).toEqual([]);
    expect((await db().select().from(auditLog)).length).toBe(audits);
  });
});

describe('issue 13 §9: the change and its audit row land together or not at all', () => {
  it('an audit row the database refuses takes the change back with it', async () => {
    const person = await customer();
    // PostgreSQL refuses NUL in text: the audit insert fails after the update went through.
    const refusedActor = { uid: 'staff-2', name: 'Broken\u0000name' };
    await expect(setAccountType(db(), person, 'net30', refusedActor)).rejects.toThrow();
    expect((await paperworkOf(db(), person)).accountType).toBe('cod');
    expect(await history(person.uid)).toEqual([]);
  });

  it('a change the database refuses writes no audit row', async () => {
    const person = await customer();
    // A file key without its name breaks the table's check: the update fails before the audit row.
    await expect(changePaperwork(db(), person, STAFF, 'broken', () => ({ insuranceFileKey: 'insurance/x.pdf' }))).rejects.toThrow();
    expect(await paperworkOf(db(), person)).toMatchObject({ insuranceFileKey: null });
    expect(await history(person.uid)).toEqual([]);
  });

  it('a change refused by its own rule answers its error and writes nothing', async () => {
    const person = await customer();
    const refusal = new AppError('invalid', 'Not now.');
    expect(await changePaperwork(db(), person, STAFF, 'refused', () => refusal)).toEqual({ ok: false, error: refusal });
    expect(await history(person.uid)).toEqual([]);
  });
});

describe('issue 13 §2: the rental agreement (decision 95)', () => {
  it('the customer accepts it online: recorded with the time, the customer named in the history; a second acceptance keeps the first', async () => {
    const person = await customer();
    const them = { uid: person.uid, name: 'Sam Reyes' };
    expect(await acceptRentalAgreement(db(), person, them, 'online', NOW)).toMatchObject({ ok: true, data: { changed: true } });
    expect(await acceptRentalAgreement(db(), person, them, 'online', new Date('2027-04-01T00:00:00Z'))).toMatchObject({ ok: true, data: { changed: false } });
    expect((await paperworkOf(db(), person)).agreementAcceptedAt).toEqual(NOW);
    expect(await history(person.uid)).toEqual([
      { action: 'acceptAgreement', actorName: 'Sam Reyes', before: { agreementAcceptedAt: null }, after: { agreementAcceptedAt: NOW.toISOString() } },
    ]);
  });

  it('staff record a signed paper copy, or withdraw an acceptance; each with its audit row', async () => {
    const person = await customer();
    expect(await acceptRentalAgreement(db(), person, STAFF, 'paper', NOW)).toMatchObject({ ok: true, data: { changed: true } });
    const later = new Date('2027-03-02T18:00:00Z');
    expect(await withdrawRentalAgreement(db(), person, STAFF, later)).toMatchObject({ ok: true, data: { changed: true } });
    expect((await paperworkOf(db(), person)).agreementAcceptedAt).toBeNull();
    expect((await history(person.uid)).map((entry) => entry.action)).toEqual(['withdrawAgreement', 'recordPaperAgreement']);
  });

  it('twenty acceptances at once: one recorded, one audit row', async () => {
    const person = await customer();
    const answers = await Promise.all(Array.from({ length: 20 }, () => acceptRentalAgreement(db(), person, STAFF, 'paper')));
    expect(answers.filter((answer) => answer.ok && answer.data.changed)).toHaveLength(1);
    expect(await history(person.uid)).toHaveLength(1);
  });
});
