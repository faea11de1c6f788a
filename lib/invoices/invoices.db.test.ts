import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdRequests, invoices, items, vendorUsers, type InvoiceLine } from '@/lib/db/schema';
import { moveLine } from '@/lib/holds/move-line';
import { formatCents } from '@/lib/house/money';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { issueCreditNote } from './issue-credit-note';
import { issueRentalInvoice, NOT_ALL_BACK } from './issue-invoice';
import { paymentSchema } from './payment-schema';
import { balanceOf, recordPayment } from './record-payment';
import { countInvoicesInView, countOverdueInvoices, listInvoices } from './read-invoices';
import { invoiceCsvRoute } from './invoice-csv-route';
import { answerRoute } from '@/lib/entry-points/route-handler';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';

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
  await db().update(items).set({ quantity: 100, purchaseType: 'Weekly Rental', weeklyPrice: 10_000 });
});

/** A customer's order of two props at $100 a week, picked up Monday 8 March 2027; `card` authorised on the paper form. */
async function order({ card = false } = {}) {
  const request = await customerRequest(db(), fixture.auth, itemIds.slice(0, 2), { now: NOW });
  if (card)
    await db()
      .update(holdRequests)
      .set({ cardMethod: 'paper', cardAuthorisedAt: new Date(NOW) })
      .where(eq(holdRequests.id, request.requestId));
  for (const id of request.lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: NOW });
    await moveLine(db(), id, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
    await moveLine(db(), id, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
  }
  return request;
}
const checkIn = (lineId: string, today: string) =>
  moveLine(db(), lineId, 'checkIn', 'staff', { now: NOW, returned: { conditionNote: '', missingUnits: 0, today, turnaroundDays: 1 } });
const issue = (requestId: string, today = '2027-03-22') => issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today });
const salesAmount = async (uid: string) =>
  (await db().select({ stats: vendorUsers.stats }).from(vendorUsers).where(eq(vendorUsers.uid, uid)))[0]!.stats.salesAmount;
const invoiceNumbers = async () =>
  (await db().select({ number: invoices.number }).from(invoices).where(eq(invoices.kind, 'rental'))).map((row) => row.number).sort();
const payment = (invoiceId: string, amount: string, key = randomUUID()) =>
  recordPayment(db(), VENDOR_ID, paymentSchema.parse({ invoiceId, key, amount, receivedOn: '2027-04-01', method: 'check', reference: '#1001' }), {
    recordedBy: STAFF.name,
    formatMoney: (cents) => formatCents(cents, tenant),
  });

describe('issue 26 §3: an order invoiced on the days its props were really out', () => {
  it('is refused while a line is out; once both are back, each is billed from its own day out to its own day back, taxed, Net 30', async () => {
    const { requestId, lineIds, owner } = await order();
    // Back Saturday 20 March (12 days: two rental weeks) and Tuesday 16 March (8 days: one week, the grace day).
    expect(await checkIn(lineIds[0]!, '2027-03-20')).toMatchObject({ ok: true });
    expect(await issue(requestId)).toMatchObject({ ok: false, error: { code: 'conflict', message: NOT_ALL_BACK(1) } });
    expect(await checkIn(lineIds[1]!, '2027-03-16')).toMatchObject({ ok: true });

    const issued = await issue(requestId);
    expect(issued).toMatchObject({ ok: true, data: { number: 'INV-2027-000001', issued: true } });
    const [invoice] = await db().select().from(invoices).where(eq(invoices.number, 'INV-2027-000001'));
    expect((invoice!.lines as InvoiceLine[]).map(({ outOn, backOn, weeks, totalCents }) => ({ outOn, backOn, weeks, totalCents }))).toEqual([
      { outOn: '2027-03-08', backOn: '2027-03-20', weeks: 2, totalCents: 20_000 },
      { outOn: '2027-03-08', backOn: '2027-03-16', weeks: 1, totalCents: 10_000 },
    ]);
    // $300 rental, 8.25 % tax ($24.75), on account: due 30 days after issue, no processing charge.
    expect(invoice).toMatchObject({
      paidBy: 'account',
      rentalCents: 30_000,
      processingCents: 0,
      taxCents: 2_475,
      totalCents: 32_475,
      issuedOn: '2027-03-22',
      dueOn: '2027-04-21',
    });
    expect(await salesAmount(owner.uid)).toBe(324.75);
  });

  it('paid by card: the processing percentage of the quote is added, and the invoice is due on issue', async () => {
    const { requestId, lineIds } = await order({ card: true });
    for (const id of lineIds) await checkIn(id, '2027-03-16');
    const issued = await issue(requestId);
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, issued.ok ? issued.data.invoiceId : ''));
    // $200 rental, 3 % processing ($6), tax on the rental only ($16.50).
    expect(invoice).toMatchObject({ paidBy: 'card', rentalCents: 20_000, processingCents: 600, taxCents: 1_650, totalCents: 22_250, dueOn: '2027-03-22' });
  });

  it('staff’s discount on the order comes off each line before tax', async () => {
    const { requestId, lineIds } = await order();
    for (const id of lineIds) await checkIn(id, '2027-03-16');
    const issued = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: '2027-03-22', orderDiscountPercent: 12.5 });
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, issued.ok ? issued.data.invoiceId : ''));
    // $200 less 12.5 % ($25), then 8.25 % tax on $175 ($14.44 after rounding half up from 14.4375).
    expect(invoice).toMatchObject({ subtotalCents: 20_000, staffDiscountCents: 2_500, rentalCents: 17_500, taxCents: 1_444, totalCents: 18_944 });
  });

  it('"Issue invoice" pressed 20 times at once makes one invoice, and the numbers run on without a gap', async () => {
    const before = await invoiceNumbers();
    const { requestId, lineIds } = await order();
    for (const id of lineIds) await checkIn(id, '2027-03-16');
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(requestId)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.filter((answer) => answer.ok && answer.data.issued)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.ok && answer.data.number)).size).toBe(1);
    const after = await invoiceNumbers();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toBe(`INV-2027-${String(before.length + 1).padStart(6, '0')}`);
  });

  it('an issued invoice is final: the database refuses to change or delete it, whoever asks', async () => {
    const [invoice] = await db().select().from(invoices).limit(1);
    await expect(db().execute(sql`update invoices set total_cents = 0 where id = ${invoice!.id}`)).rejects.toThrow();
    await expect(db().execute(sql`delete from invoices where id = ${invoice!.id}`)).rejects.toThrow();
    expect((await db().select().from(invoices).where(eq(invoices.id, invoice!.id)))[0]).toEqual(invoice);
  });

  it('a credit note cancels an invoice whole, once; salesAmount follows; the order may then be invoiced again', async () => {
    const { requestId, lineIds, owner } = await order();
    for (const id of lineIds) await checkIn(id, '2027-03-16');
    const first = await issue(requestId);
    if (!first.ok) throw first.error;
    expect(await salesAmount(owner.uid)).toBe(216.5);
    const credit = await issueCreditNote(db(), VENDOR_ID, first.data.invoiceId, 'Wrong return day', { staff: STAFF, today: '2027-03-23' });
    expect(credit).toMatchObject({ ok: true, data: { number: 'CN-2027-000001' } });
    expect(await salesAmount(owner.uid)).toBe(0);
    expect(await issueCreditNote(db(), VENDOR_ID, first.data.invoiceId, 'Again', { staff: STAFF, today: '2027-03-23' })).toMatchObject({
      ok: false,
      error: { code: 'conflict' },
    });
    expect(await balanceOf(db(), first.data.invoiceId)).toMatchObject({ credited: true, balanceCents: 0 });
    const second = await issue(requestId, '2027-03-23');
    expect(second).toMatchObject({ ok: true, data: { issued: true } });
    expect(second.ok && second.data.number).not.toBe(first.data.number);
    expect(await salesAmount(owner.uid)).toBe(216.5);
  });

  it('payments: recorded against the balance, the same form twice records once, more than owed is refused, 20 at once never pass the total', async () => {
    const { requestId, lineIds } = await order();
    for (const id of lineIds) await checkIn(id, '2027-03-16');
    const issued = await issue(requestId);
    if (!issued.ok) throw issued.error;
    const { invoiceId } = issued.data;
    const key = randomUUID();
    expect(await payment(invoiceId, '100.00', key)).toMatchObject({ ok: true, data: { recorded: true, balanceCents: 11_650 } });
    expect(await payment(invoiceId, '100.00', key)).toMatchObject({ ok: true, data: { recorded: false, balanceCents: 11_650 } });
    expect(await payment(invoiceId, '200')).toMatchObject({
      ok: false,
      error: { code: 'invalid', fieldErrors: { amount: 'That is more than the $116.50 still owed.' } },
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => payment(invoiceId, '116.50')));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(await balanceOf(db(), invoiceId)).toMatchObject({ paidCents: 21_650, balanceCents: 0 });
  });
});

describe('issue 26 §3: what staff find owed, and the accountant’s files', () => {
  it('"Overdue" lists invoices still owed past their due day, oldest due first; paid, credited and not yet due ones are not in it', async () => {
    const owedOn = async (issuedOn: string) => {
      const { requestId, lineIds } = await order();
      for (const id of lineIds) await checkIn(id, '2027-03-16');
      const issued = await issue(requestId, issuedOn);
      if (!issued.ok) throw issued.error;
      return issued.data;
    };
    const late = await owedOn('2027-03-17'); // due 16 April
    const later = await owedOn('2027-03-20'); // due 19 April
    const paid = await owedOn('2027-03-18');
    await payment(paid.invoiceId, '216.50');
    const credited = await owedOn('2027-03-18');
    await issueCreditNote(db(), VENDOR_ID, credited.invoiceId, 'Billed twice', { staff: STAFF, today: '2027-03-19' });
    const notYet = await owedOn('2027-04-10'); // due 10 May
    const overdue = (await listInvoices(db(), VENDOR_ID, 'overdue', '2027-04-20')).map((invoice) => invoice.number);
    expect(overdue.filter((number) => [late, later, paid, credited, notYet].some((made) => made.number === number))).toEqual([late.number, later.number]);
    expect(await countOverdueInvoices(db(), VENDOR_ID, '2027-04-20')).toBe(overdue.length);
    const unpaid = (await listInvoices(db(), VENDOR_ID, 'unpaid', '2027-04-20')).map((invoice) => invoice.number);
    expect(unpaid).toContain(notYet.number);
    expect(unpaid).not.toContain(paid.number);
    // Issue 38 §5: the Today page's first few and its counts, the same views.
    expect(await countInvoicesInView(db(), VENDOR_ID, 'unpaid', '2027-04-20')).toBe(unpaid.length);
    expect((await listInvoices(db(), VENDOR_ID, 'overdue', '2027-04-20', 1)).map((invoice) => invoice.number)).toEqual([overdue[0]]);
    expect((await listInvoices(db(), VENDOR_ID, 'unpaid', '2027-04-20', 2)).map((invoice) => invoice.number)).toEqual(unpaid.slice(0, 2));
  });

  const user = { uid: 'someone' } as AuthUser;
  const as = (kind: 'customer' | 'staff' | 'admin'): Viewer => ({ kind, user, vendorUser: {} as VendorUserRecord, impersonatedBy: null });
  const download = (file: string, viewer: Viewer) =>
    answerRoute(
      'anyone',
      invoiceCsvRoute(async () => db(), HOUSE, file),
      new Request(`http://localhost/staff/invoices/csv/${file}`),
      viewer,
    );

  it('staff download the invoices in QuickBooks’ columns and the payments; everyone else, and an unknown file, get a 404', async () => {
    const invoicesCsv = await download('invoices', as('staff'));
    expect(invoicesCsv.status).toBe(200);
    const rows = (await invoicesCsv.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows[0]).toBe(
      '"Invoice number","Customer","Invoice date","Due date","Terms","Memo","Item(Product/Service)","Item Description","Item Quantity","Item Rate","Item Amount","Service Date"',
    );
    expect(rows.some((row) => row.startsWith('"INV-2027-000001",'))).toBe(true);
    expect(rows.some((row) => row.startsWith('"CN-2027-000001",') && row.includes('"Prop rental"') && row.includes('"-100","-100"'))).toBe(true);
    const paymentsCsv = await (await download('payments', as('admin'))).text();
    expect(paymentsCsv).toContain('"check","#1001","Sam at the counter"');
    for (const viewer of [
      as('customer'),
      { kind: 'guest', user, vendorUser: null, impersonatedBy: null } as Viewer,
      { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null } as Viewer,
    ]) {
      const refused = await download('invoices', viewer);
      expect(refused.status).toBe(404);
      expect(await refused.text()).not.toContain('INV-');
    }
    expect((await download('ledger', as('staff'))).status).toBe(404);
  });
});
