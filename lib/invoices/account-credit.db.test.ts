import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { accountCredits, holdRequests, invoicePayments, items } from '@/lib/db/schema';
import { moveLine } from '@/lib/holds/move-line';
import { formatCents } from '@/lib/house/money';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import {
  accountCreditOf,
  creditBalance,
  FROM_ACCOUNT_CREDIT,
  moreThanCredit,
  NO_CREDIT,
  NOTHING_OWED,
  payFromAccountCredit,
  refundAccountCredit,
} from './account-credit';
import { issueCreditNote } from './issue-credit-note';
import { issueRentalInvoice } from './issue-invoice';
import { paymentSchema } from './payment-schema';
import { balanceOf, recordPayment } from './record-payment';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-1', name: 'Sam at the counter' };
const HOUSE = { ...tenant, billing: { ...tenant.billing, taxPercent: 0, taxOnProcessing: false, accountTermsDays: 30 } };
const money = (cents: number) => formatCents(cents, tenant);
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 100, purchaseType: 'Weekly Rental', weeklyPrice: 10_000 });
});

/** A customer's order of two props at $100 a week, out 8 March 2027 and back the 15th, invoiced: $200 owed. */
async function invoiced(customer?: string): Promise<{ invoiceId: string; requestId: string; uid: string }> {
  const { requestId, lineIds, owner } = await customerRequest(db(), fixture.auth, itemIds.slice(0, 2), { now: NOW });
  // Another order of the same customer: the request is theirs before anything is billed.
  if (customer) await db().update(holdRequests).set({ uid: customer }).where(eq(holdRequests.id, requestId));
  for (const id of lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: NOW });
    await moveLine(db(), id, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
    await moveLine(db(), id, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
    await moveLine(db(), id, 'checkIn', 'staff', { now: NOW, returned: { conditionNote: '', missingUnits: 0, today: '2027-03-15', turnaroundDays: 1 } });
  }
  const issued = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: '2027-03-16' });
  if (!issued.ok) throw issued.error;
  expect((await balanceOf(db(), issued.data.invoiceId)).balanceCents).toBe(20_000);
  return { invoiceId: issued.data.invoiceId, requestId, uid: customer ?? owner.uid };
}
const pay = (invoiceId: string, amount: string) =>
  recordPayment(db(), VENDOR_ID, paymentSchema.parse({ invoiceId, key: randomUUID(), amount, receivedOn: '2027-03-20', method: 'check', reference: '#1001' }), {
    recordedBy: STAFF.name,
    formatMoney: money,
  });
const credit = (invoiceId: string) => issueCreditNote(db(), VENDOR_ID, invoiceId, 'Billed the wrong weeks', { staff: STAFF, today: '2027-03-23' });
const useCredit = (invoiceId: string, key = randomUUID()) => payFromAccountCredit(db(), VENDOR_ID, { invoiceId, key }, { staff: STAFF, today: '2027-03-24' });
const refund = (uid: string, amountCents: number, key = randomUUID()) =>
  refundAccountCredit(db(), VENDOR_ID, { uid, amountCents, method: 'check', reference: 'Cheque 2211', key }, { staff: STAFF, formatMoney: money });

describe('issue 36 §4.5: a credit note on a partly paid invoice leaves its payments as credit on the customer’s account', () => {
  it('issue 36 §4.5: $75 paid of $200, then a credit note: $75 of credit on account, shown with the note that made it; an unpaid invoice credited leaves none', async () => {
    const first = await invoiced();
    expect(await pay(first.invoiceId, '75.00')).toMatchObject({ ok: true });
    const note = await credit(first.invoiceId);
    expect(note).toMatchObject({ ok: true, data: { creditedCents: 7_500 } });
    const shown = await accountCreditOf(db(), VENDOR_ID, first.uid);
    expect(shown).toMatchObject({ balanceCents: 7_500, entries: [{ kind: 'creditNote', amountCents: 7_500, number: note.ok ? note.data.number : '' }] });

    const unpaid = await invoiced(first.uid);
    expect(await credit(unpaid.invoiceId)).toMatchObject({ ok: true, data: { creditedCents: 0 } });
    expect(await creditBalance(db(), VENDOR_ID, unpaid.uid)).toBe(7_500);
  });

  it('issue 36 §4.5: the credit pays the next invoice as a payment "From account credit", as much as it owes; the same form twice pays once', async () => {
    const { uid } = await invoiced();
    await creditOf(uid, '75.00');
    const next = await invoiced(uid);
    const key = randomUUID();
    expect(await useCredit(next.invoiceId, key)).toMatchObject({
      ok: true,
      data: { amountCents: 7_500, balanceCents: 12_500, creditLeftCents: 0, recorded: true },
    });
    expect(await useCredit(next.invoiceId, key)).toMatchObject({ ok: true, data: { amountCents: 7_500, recorded: false } });
    const payments = await db().select().from(invoicePayments).where(eq(invoicePayments.invoiceId, next.invoiceId));
    expect(payments).toMatchObject([{ amountCents: 7_500, method: 'credit', reference: FROM_ACCOUNT_CREDIT, receivedOn: '2027-03-24' }]);
    expect((await balanceOf(db(), next.invoiceId)).balanceCents).toBe(12_500);
    expect(await useCredit(next.invoiceId)).toMatchObject({ ok: false, error: { code: 'conflict', message: NO_CREDIT } });

    // More credit than the invoice owes: only what it owes is used, the rest stays on account.
    await creditOf(uid, '200.00');
    expect(await creditBalance(db(), VENDOR_ID, uid)).toBe(20_000);
    expect(await useCredit(next.invoiceId)).toMatchObject({ ok: true, data: { amountCents: 12_500, balanceCents: 0, creditLeftCents: 7_500 } });
    expect(await useCredit(next.invoiceId)).toMatchObject({ ok: false, error: { code: 'conflict', message: NOTHING_OWED } });
  });

  it('issue 36 §4.5: staff record a refund of the credit, never more than it, once per form', async () => {
    const { uid } = await invoiced();
    await creditOf(uid, '75.00');
    expect(await refund(uid, 7_501)).toMatchObject({ ok: false, error: { code: 'invalid', message: moreThanCredit(money(7_500)) } });
    const key = randomUUID();
    expect(await refund(uid, 7_500, key)).toMatchObject({ ok: true, data: { creditLeftCents: 0, recorded: true } });
    expect(await refund(uid, 7_500, key)).toMatchObject({ ok: true, data: { creditLeftCents: 0, recorded: false } });
    expect(await refund(uid, 1)).toMatchObject({ ok: false, error: { code: 'conflict', message: NO_CREDIT } });
    const { entries } = await accountCreditOf(db(), VENDOR_ID, uid);
    expect(entries[0]).toMatchObject({ kind: 'refund', amountCents: -7_500, method: 'check', reference: 'Cheque 2211' });
  });

  it('issue 36 §4.5: 20 simultaneous uses of $75 of credit on two invoices and 10 simultaneous refunds of it: the credit is spent once, never below zero', async () => {
    const { uid } = await invoiced();
    await creditOf(uid, '75.00');
    const [a, b] = [await invoiced(uid), await invoiced(uid)];
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, n) => useCredit(n % 2 ? a.invoiceId : b.invoiceId)),
      ...Array.from({ length: 10 }, () => refund(uid, 7_500)),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    for (const answer of answers) if (!answer.ok) expect([NO_CREDIT]).toContain(answer.error.message);
    expect(await creditBalance(db(), VENDOR_ID, uid)).toBe(0);
    const entries = await db().select().from(accountCredits).where(eq(accountCredits.uid, uid));
    expect(entries.filter((entry) => entry.amountCents < 0)).toHaveLength(1);
    const owed = (await balanceOf(db(), a.invoiceId)).balanceCents + (await balanceOf(db(), b.invoiceId)).balanceCents;
    const refunded = entries.some((entry) => entry.kind === 'refund');
    expect(owed).toBe(refunded ? 40_000 : 40_000 - 7_500);
  });
});

/** An invoice of this customer paid `amount`, then cancelled by a credit note: that much credit on account. */
async function creditOf(uid: string, amount: string) {
  const { invoiceId } = await invoiced(uid);
  const paid = await pay(invoiceId, amount);
  if (!paid.ok) throw paid.error;
  const note = await credit(invoiceId);
  if (!note.ok) throw note.error;
}
