import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import {
  auditLog,
  holdLines,
  holdRequests,
  invoices,
  items,
  productions,
  vendorUsers,
  type DepositLine,
  type InvoiceLine,
  type LessDepositLine,
} from '@/lib/db/schema';
import { answerForm } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { moveLine } from '@/lib/holds/move-line';
import { answerRoute } from '@/lib/entry-points/route-handler';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import { createProduction } from '@/lib/productions/create-production';
import { productionSchema } from '@/lib/productions/production-schema';
import { tenant } from '@/lib/tenant';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { invoiceCsvRoute } from './invoice-csv-route';
import { sendInvoice } from './invoice-email';
import { depositTakenOff, issueCreditNote } from './issue-credit-note';
import { DEPOSIT_NOTHING, depositTooLarge, issueDepositInvoice, rentalInvoiceStands, type DepositAsked } from './issue-deposit-invoice';
import { depositExceeds, issueRentalInvoice } from './issue-invoice';
import { issueLossDamageInvoice } from './issue-loss-damage-invoice';
import { discountAfterInvoice, setLineDiscount } from './line-discount';
import { depositForm, depositHandler, lineDiscountForm, lineDiscountHandler } from './staff-invoice-forms';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-1', name: 'Sam at the counter' };
/** The house of these tests: 8.25 % sales tax, Net 30. */
const HOUSE = { ...tenant, billing: { ...tenant.billing, taxPercent: 8.25, taxOnProcessing: false, accountTermsDays: 30 } };
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 100, purchaseType: 'Weekly Rental', weeklyPrice: 10_000, replacementValueCents: 15_000 });
});

/**
 * A customer's order of two props at $100 a week, picked up Monday 8 March 2027 and due back the
 * 16th (one rental week: quoted at $200), both lines out; on a production of `production`'s fields
 * when given (its owner's own).
 */
async function order({ production }: { production?: Record<string, string> } = {}) {
  const request = await customerRequest(db(), fixture.auth, itemIds.slice(0, 2), { now: NOW });
  if (production) {
    const made = await createProduction(
      db(),
      request.owner,
      productionSchema.parse({ title: 'Night Shift', studio: 'Stage 9', billingContact: 'Pat Accounts', poNumber: 'PO-4471', ...production }),
      STAFF,
      new Date(NOW),
    );
    if (!made.ok) throw made.error;
    await db().update(holdRequests).set({ productionId: made.data.productionId }).where(eq(holdRequests.id, request.requestId));
  }
  for (const id of request.lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: NOW });
    await moveLine(db(), id, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
    await moveLine(db(), id, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
  }
  return request;
}
const checkIn = (lineId: string, { today = '2027-03-16', missingUnits = 0 } = {}) =>
  moveLine(db(), lineId, 'checkIn', 'staff', { now: NOW, returned: { conditionNote: '', missingUnits, today, turnaroundDays: 1 } });
const issue = (requestId: string, today = '2027-03-22') => issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today });
const deposit = (requestId: string, asked: DepositAsked, today = '2027-03-09') =>
  issueDepositInvoice(db(), HOUSE, VENDOR_ID, requestId, asked, { staff: STAFF, today });
const invoiceOf = async (answer: { ok: true; data: { invoiceId: string } } | { ok: false }) =>
  (
    await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, answer.ok ? answer.data.invoiceId : ''))
  )[0]!;
const salesAmount = async (uid: string) =>
  (await db().select({ stats: vendorUsers.stats }).from(vendorUsers).where(eq(vendorUsers.uid, uid)))[0]!.stats.salesAmount;
const lineDiscount = async (lineId: string) => (await db().select().from(holdLines).where(eq(holdLines.id, lineId)))[0]!.discountBasisPoints;

describe('issue 26 §3: staff’s discount on a line', () => {
  it('issue 26 §3: set before the invoice, audited, billed on its line after the schedule; refused in words once an invoice stands', async () => {
    const { requestId, lineIds } = await order();
    expect(await setLineDiscount(db(), VENDOR_ID, lineIds[0]!, 12.5, { staff: STAFF })).toMatchObject({ ok: true, data: { percent: 12.5, changed: true } });
    expect(await lineDiscount(lineIds[0]!)).toBe(1_250);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, requestId), eq(auditLog.action, 'lineDiscount')));
    expect(audit).toMatchObject({ actorName: STAFF.name, before: { discountPercent: 0 }, after: { discountPercent: 12.5 } });
    // Out of range is refused by the function as well as by the form.
    expect(await setLineDiscount(db(), VENDOR_ID, lineIds[0]!, 150, { staff: STAFF })).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(lineDiscountForm.schema.safeParse({ lineId: lineIds[0], discountPercent: '12.345' }).success).toBe(false);
    expect(lineDiscountForm.schema.safeParse({ lineId: lineIds[0], discountPercent: '-1' }).success).toBe(false);

    for (const id of lineIds) await checkIn(id);
    const issued = await issue(requestId);
    const invoice = await invoiceOf(issued);
    // $100 less 12.5 % on the first line ($12.50); the second line whole; 8.25 % tax on $187.50 ($15.47 from 15.46875).
    expect(
      (invoice.lines as InvoiceLine[]).map(({ lineDiscountPercent, staffDiscountCents, totalCents }) => ({
        lineDiscountPercent,
        staffDiscountCents,
        totalCents,
      })),
    ).toEqual([
      { lineDiscountPercent: 12.5, staffDiscountCents: 1_250, totalCents: 8_750 },
      { lineDiscountPercent: undefined, staffDiscountCents: 0, totalCents: 10_000 },
    ]);
    expect(invoice).toMatchObject({ staffDiscountCents: 1_250, rentalCents: 18_750, taxCents: 1_547, totalCents: 20_297 });

    const refused = await setLineDiscount(db(), VENDOR_ID, lineIds[1]!, 10, { staff: STAFF });
    expect(refused).toMatchObject({ ok: false, error: { code: 'conflict', message: discountAfterInvoice(invoice.number) } });
    expect(await lineDiscount(lineIds[1]!)).toBe(0);
  });
});

describe('issue 26 §3: deposit invoices before the return', () => {
  it('issue 26 §3: "Issue deposit invoice" pressed 20 times at once while the props are out makes one deposit invoice, in the INV series, on the order’s terms, in salesAmount', async () => {
    const { requestId, owner } = await order();
    const before = await salesAmount(owner.uid);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(requestId, { percent: 25 })));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.filter((answer) => answer.ok && answer.data.issued)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.ok && answer.data.number)).size).toBe(1);
    const invoice = await invoiceOf(answers[0]!);
    // 25 % of the quoted $200 rental; untaxed (the final invoice taxes the whole rental); Net 30.
    expect(invoice).toMatchObject({
      kind: 'deposit',
      number: expect.stringMatching(/^INV-2027-\d{6}$/),
      issue: 1,
      paidBy: 'account',
      issuedOn: '2027-03-09',
      dueOn: '2027-04-08',
      rentalCents: 5_000,
      taxCents: 0,
      processingCents: 0,
      depositCents: 0,
      totalCents: 5_000,
    });
    expect(invoice.lines as DepositLine[]).toEqual([
      { deposit: true, title: expect.stringMatching(/^Deposit on order ORD-/), percent: 25, quotedCents: 20_000, totalCents: 5_000 },
    ]);
    expect(await salesAmount(owner.uid)).toBe(before + 50);
    expect(
      await db()
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.orderId, invoice.orderId), eq(invoices.kind, 'deposit'))),
    ).toHaveLength(1);
    // The database refuses a second standing deposit of the same order from any path, and a change to an issued one.
    await expect(
      db()
        .insert(invoices)
        .values({ ...invoice, id: 'another', number: 'INV-2027-999999' }),
    ).rejects.toThrow();
    await expect(db().update(invoices).set({ totalCents: 1 }).where(eq(invoices.id, invoice.id))).rejects.toThrow();
  });

  it('issue 26 §3: the final invoice takes the deposit off ("Less deposit INV-…"), so the customer is billed once; no deposit after it; the deposit stays while it is taken off; both in the CSV', async () => {
    const { requestId, lineIds, owner } = await order();
    const before = await salesAmount(owner.uid);
    const paid = await deposit(requestId, { amountCents: 8_000 });
    const depositInvoice = await invoiceOf(paid);
    for (const id of lineIds) await checkIn(id);
    const final = await invoiceOf(await issue(requestId));
    // $200 rental, $16.50 tax: $216.50, less the $80 deposit.
    expect(final).toMatchObject({ kind: 'rental', rentalCents: 20_000, taxCents: 1_650, depositCents: 8_000, totalCents: 13_650, note: '' });
    expect(final.lines.at(-1) as LessDepositLine).toEqual({
      lessDeposit: true,
      depositInvoiceId: depositInvoice.id,
      number: depositInvoice.number,
      depositCents: 8_000,
      totalCents: 8_000,
    });
    expect(await salesAmount(owner.uid)).toBe(before + 216.5);

    expect(await deposit(requestId, { percent: 10 }, '2027-03-23')).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: rentalInvoiceStands(final.number) },
    });
    expect(await issueCreditNote(db(), VENDOR_ID, depositInvoice.id, 'Wrong amount', { staff: STAFF, today: '2027-03-23' })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: depositTakenOff(final.number) },
    });

    const csv = await answerRoute(
      'anyone',
      invoiceCsvRoute(async () => db(), HOUSE, 'invoices'),
      new Request('http://localhost/staff/invoices/csv/invoices'),
      as('staff', 'staff-1'),
    );
    const rows = (await csv.text()).split('\r\n');
    const of = (number: string) => rows.filter((row) => row.startsWith(`"${number}",`));
    expect(of(depositInvoice.number)).toEqual([expect.stringContaining('"Deposit","Deposit on order ORD-')]);
    expect(of(depositInvoice.number)[0]).toContain(',"1","80","80",');
    expect(of(final.number).some((row) => row.includes(`"Deposit applied","Less deposit ${depositInvoice.number}","1","-80","-80",`))).toBe(true);
    // The final invoice's rows add up to its total.
    const amounts = of(final.number).map((row) => Number(row.split(',').at(-2)!.replaceAll('"', '')));
    expect(Math.round(amounts.reduce((sum, value) => sum + value, 0) * 100)).toBe(13_650);

    // Cancelling the final invoice (its deposit taken off is copied to its credit note), then the deposit, leaves nothing billed.
    expect(await issueCreditNote(db(), VENDOR_ID, final.id, 'Billed the wrong days', { staff: STAFF, today: '2027-03-24' })).toMatchObject({ ok: true });
    expect(await issueCreditNote(db(), VENDOR_ID, depositInvoice.id, 'Refunded', { staff: STAFF, today: '2027-03-24' })).toMatchObject({ ok: true });
    expect(await salesAmount(owner.uid)).toBe(before);
  });

  it('issue 26 §3: a credit note cancels a deposit before the final invoice: salesAmount follows, another deposit may be issued, and only the standing one is taken off', async () => {
    const { requestId, lineIds, owner } = await order();
    const before = await salesAmount(owner.uid);
    const first = await invoiceOf(await deposit(requestId, { amountCents: 8_000 }));
    const credited = await issueCreditNote(db(), VENDOR_ID, first.id, 'Deposit agreed at $50', { staff: STAFF, today: '2027-03-10' });
    expect(credited).toMatchObject({ ok: true, data: { number: expect.stringMatching(/^CN-2027-/) } });
    expect(await salesAmount(owner.uid)).toBe(before);
    const second = await invoiceOf(await deposit(requestId, { amountCents: 5_000 }, '2027-03-10'));
    expect(second).toMatchObject({ kind: 'deposit', issue: 2, totalCents: 5_000 });
    for (const id of lineIds) await checkIn(id);
    const final = await invoiceOf(await issue(requestId));
    expect(final).toMatchObject({ depositCents: 5_000, totalCents: 21_650 - 5_000 });
    expect((final.lines.at(-1) as LessDepositLine).number).toBe(second.number);
    expect(await salesAmount(owner.uid)).toBe(before + 216.5);
  });

  it('issue 26 §3: a deposit more than the final bill takes it to $0, never below, and the invoice says what is owed back', async () => {
    const { requestId, lineIds } = await order();
    const paid = await invoiceOf(await deposit(requestId, { percent: 100 }));
    expect(paid.totalCents).toBe(20_000);
    // Then staff take half off each line: the bill is $100 and $8.25 tax.
    for (const id of lineIds) expect(await setLineDiscount(db(), VENDOR_ID, id, 50, { staff: STAFF })).toMatchObject({ ok: true });
    for (const id of lineIds) await checkIn(id);
    const final = await invoiceOf(await issue(requestId));
    expect(final).toMatchObject({ rentalCents: 10_000, taxCents: 825, depositCents: 10_825, totalCents: 0, note: depositExceeds(paid.number, '$91.75') });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, requestId), eq(auditLog.action, 'issueInvoice')));
    expect(audit!.after).toMatchObject({ depositCents: 10_825, depositOwedBackCents: 9_175 });
  });

  it('issue 26 §3: refused in words: more than the quoted rental, nothing, neither or both of amount and percent, and an order that is not confirmed', async () => {
    const { requestId } = await order();
    expect(await deposit(requestId, { amountCents: 20_001 })).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: depositTooLarge('$200.00'), fieldErrors: { amount: depositTooLarge('$200.00') } },
    });
    expect(await deposit(requestId, { percent: 0 })).toMatchObject({ ok: false, error: { code: 'invalid', message: DEPOSIT_NOTHING } });
    expect(depositForm.schema.safeParse({ requestId, amount: '', percent: '' }).success).toBe(false);
    expect(depositForm.schema.safeParse({ requestId, amount: '50', percent: '10' }).success).toBe(false);
    expect(depositForm.schema.safeParse({ requestId, amount: 'fifty' }).success).toBe(false);
    expect(depositForm.schema.safeParse({ requestId, percent: '12.345' }).success).toBe(false);
    expect(depositForm.schema.parse({ requestId, amount: '$1,250.50' })).toEqual({ requestId, asked: { amountCents: 125_050 } });
    expect(depositForm.schema.parse({ requestId, percent: '12.5' })).toEqual({ requestId, asked: { percent: 12.5 } });
    const unconfirmed = await customerRequest(db(), fixture.auth, itemIds.slice(2, 3), { now: NOW });
    expect(await deposit(unconfirmed.requestId, { percent: 10 })).toMatchObject({ ok: false, error: { code: 'notFound' } });
  });
});

describe('issue 26 §3: the L&D invoice on the production’s terms', () => {
  it('issue 26 §3: Net 15 on account: the L&D invoice is due 15 days after issue and emailed to the production’s billing email', async () => {
    const { requestId, lineIds, email } = await order({ production: { terms: 'net15', billingEmail: 'ap@owl.example' } });
    await checkIn(lineIds[0]!, { missingUnits: 1 });
    await checkIn(lineIds[1]!);
    const issued = await issueLossDamageInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: '2027-03-22' });
    const invoice = await invoiceOf(issued);
    expect(invoice).toMatchObject({ kind: 'lossAndDamage', paidBy: 'account', issuedOn: '2027-03-22', dueOn: '2027-04-06', totalCents: 15_000 });
    const sent: { to: string; subject: string }[] = [];
    expect(await sendInvoice(db(), VENDOR_ID, invoice.id, HOUSE, async (to, subject) => void sent.push({ to, subject }))).toBe('ap@owl.example');
    expect(sent).toEqual([{ to: 'ap@owl.example', subject: expect.stringContaining(`L&D invoice ${invoice.number}`) }]);
    expect(sent[0]!.to).not.toBe(email);
  });

  it('issue 26 §3: card terms: the L&D invoice is due on issue, without the processing charge; the rental and deposit invoices follow the same terms', async () => {
    const { requestId, lineIds } = await order({ production: { terms: 'card', billingEmail: '' } });
    const paid = await invoiceOf(await deposit(requestId, { percent: 10 }, '2027-03-09'));
    expect(paid).toMatchObject({ paidBy: 'card', dueOn: '2027-03-09', processingCents: 0 });
    await checkIn(lineIds[0]!, { missingUnits: 1 });
    await checkIn(lineIds[1]!);
    const lossDamage = await invoiceOf(await issueLossDamageInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: '2027-03-22' }));
    expect(lossDamage).toMatchObject({ paidBy: 'card', issuedOn: '2027-03-22', dueOn: '2027-03-22', processingCents: 0 });
    expect(await invoiceOf(await issue(requestId))).toMatchObject({ paidBy: 'card', dueOn: '2027-03-22', depositCents: 2_000 });
  });
});

describe('issue 26 §1: an invoice bills the production as it stood at issue', () => {
  it('issue 26 §1: the PO number and billing contact are kept on the invoice and its credit note, and in the CSV’s memo; a later change to the production changes none', async () => {
    const { requestId, lineIds } = await order({ production: { terms: 'net30', company: 'Owl Pictures LLC', billingEmail: 'ap@owl.example' } });
    for (const id of lineIds) await checkIn(id);
    const invoice = await invoiceOf(await issue(requestId));
    const billTo = {
      production: 'Night Shift',
      studio: 'Stage 9',
      company: 'Owl Pictures LLC',
      contact: 'Pat Accounts',
      email: 'ap@owl.example',
      poNumber: 'PO-4471',
    };
    expect(invoice.billTo).toEqual(billTo);
    const [request] = await db().select({ productionId: holdRequests.productionId }).from(holdRequests).where(eq(holdRequests.id, requestId));
    await db().update(productions).set({ poNumber: 'PO-9999', billingEmail: 'new@owl.example' }).where(eq(productions.id, request!.productionId!));
    expect((await invoiceOf({ ok: true, data: { invoiceId: invoice.id } })).billTo).toEqual(billTo);
    const credited = await issueCreditNote(db(), VENDOR_ID, invoice.id, 'Wrong days', { staff: STAFF, today: '2027-03-23' });
    if (!credited.ok) throw credited.error;
    expect((await invoiceOf({ ok: true, data: { invoiceId: credited.data.creditNoteId } })).billTo).toEqual(billTo);

    const csv = await answerRoute(
      'anyone',
      invoiceCsvRoute(async () => db(), HOUSE, 'invoices'),
      new Request('http://localhost/staff/invoices/csv/invoices'),
      as('staff', 'staff-1'),
    );
    const rows = (await csv.text()).split('\r\n').filter((row) => row.startsWith(`"${invoice.number}",`));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.includes(' · PO PO-4471'))).toBe(true);
  });

  it('issue 26 §1: an order with no production bills the customer: no bill-to is kept', async () => {
    const { requestId, lineIds } = await order();
    for (const id of lineIds) await checkIn(id);
    expect((await invoiceOf(await issue(requestId))).billTo).toBeNull();
  });
});

const user = (uid: string) => ({ uid }) as AuthUser;
function as(kind: 'customer' | 'staff', uid: string): Viewer {
  return { kind, user: user(uid), vendorUser: {} as VendorUserRecord, impersonatedBy: null };
}
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('issue 26 §3: the new staff actions are staff only', () => {
  it('issue 26 §3: "Discount on this line" and "Issue deposit invoice" are a 404 for the order’s customer, another customer, a guest and anonymous, and change nothing', async () => {
    const { requestId, lineIds, owner } = await order();
    const viewers: Viewer[] = [
      as('customer', owner.uid),
      as('customer', 'another-customer'),
      { kind: 'guest', user: user('a-guest'), vendorUser: null, impersonatedBy: null },
      { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null },
    ];
    for (const viewer of viewers) {
      await expect(
        answerForm(lineDiscountForm, lineDiscountHandler, FORM_START, form({ lineId: lineIds[0]!, discountPercent: '50' }), viewer),
      ).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
      });
      await expect(answerForm(depositForm, depositHandler, FORM_START, form({ requestId, percent: '50' }), viewer)).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
      });
    }
    expect(await lineDiscount(lineIds[0]!)).toBe(0);
    expect(
      await db()
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(eq(invoices.uid, owner.uid), eq(invoices.kind, 'deposit'))),
    ).toHaveLength(0);
  });
});
