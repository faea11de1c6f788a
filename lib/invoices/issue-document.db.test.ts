import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { auditLog, invoices, items } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import { moveLine } from '@/lib/holds/move-line';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { issueDepositInvoice } from './issue-deposit-invoice';
import { issueDocument, type DocumentIssuer } from './issue-document';
import { issueRentalInvoice } from './issue-invoice';
import { issueLossDamageInvoice } from './issue-loss-damage-invoice';
import { writeInvoice } from './write-invoice';

/** Issue 37: one skeleton for every invoice an order is issued; each issuer only says what it bills. */

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-1', name: 'Sam at the counter' };
const HOUSE = { ...tenant, billing: { ...tenant.billing, taxPercent: 0, accountTermsDays: 30 } };
const WHEN = { staff: STAFF, today: '2027-03-22' as const, now: NOW };
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 2, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 100, purchaseType: 'Weekly Rental', weeklyPrice: 10_000, replacementValueCents: 15_000 });
});

/** A confirmed order of one prop, or, `back`, out and returned whole. */
async function order({ back = false } = {}) {
  const request = await customerRequest(db(), fixture.auth, itemIds.slice(0, 1), { now: NOW });
  const lineId = request.lineIds[0]!;
  await moveLine(db(), lineId, 'accept', 'staff', { now: NOW });
  await moveLine(db(), lineId, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
  if (back) {
    await moveLine(db(), lineId, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
    await moveLine(db(), lineId, 'checkIn', 'staff', { now: NOW, returned: { conditionNote: '', missingUnits: 0, today: '2027-03-15', turnaroundDays: 1 } });
  }
  return request;
}

/** A bill of a flat amount, counting how often it is worked out. */
function flat(totalCents: number) {
  const calls = { count: 0 };
  const bill: DocumentIssuer['bill'] = async () => {
    calls.count++;
    return {
      document: {
        lines: [],
        subtotalCents: totalCents,
        weeklyDiscountCents: 0,
        staffDiscountCents: 0,
        rentalCents: totalCents,
        processingCents: 0,
        taxCents: 0,
        totalCents,
      },
      audit: { flat: true },
    };
  };
  return { bill, calls };
}

const auditRows = (requestId: string, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, requestId), eq(auditLog.action, action)));
const invoicesOf = (kind: 'rental' | 'deposit' | 'lossAndDamage') => db().select().from(invoices).where(eq(invoices.kind, kind));

describe('issue 37: one skeleton issues every kind of invoice', () => {
  it('writes the invoice of its kind on the order’s terms and one audit row (number, total and the issuer’s own fields); a second press answers it without billing again', async () => {
    const { requestId } = await order();
    const { bill, calls } = flat(4_200);
    const issuer: DocumentIssuer = { kind: 'deposit', action: 'skeletonTest', bill };
    const first = await issueDocument(db(), HOUSE, VENDOR_ID, requestId, issuer, WHEN);
    expect(first).toMatchObject({ ok: true, data: { issued: true, totalCents: 4_200, number: expect.stringMatching(/^INV-2027-\d{6}$/) } });
    if (!first.ok) return;
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, first.data.invoiceId));
    expect(invoice).toMatchObject({
      kind: 'deposit',
      issue: 1,
      totalCents: 4_200,
      paidBy: 'account',
      issuedOn: '2027-03-22',
      dueOn: '2027-04-21',
      issuedBy: STAFF.name,
    });

    expect(await issueDocument(db(), HOUSE, VENDOR_ID, requestId, issuer, WHEN)).toEqual({ ok: true, data: { ...first.data, issued: false } });
    expect(calls.count).toBe(1);
    const rows = await auditRows(requestId, 'skeletonTest');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toEqual({ invoiceId: first.data.invoiceId, number: first.data.number, totalCents: 4_200, flat: true });
  });

  it('a standing invoice of a kind that excludes it refuses in the issuer’s words, before anything is billed', async () => {
    const { requestId } = await order();
    const { bill } = flat(1_000);
    expect(await issueDocument(db(), HOUSE, VENDOR_ID, requestId, { kind: 'rental', action: 'skeletonRental', bill }, WHEN)).toMatchObject({ ok: true });
    const refused = flat(500);
    const answer = await issueDocument(
      db(),
      HOUSE,
      VENDOR_ID,
      requestId,
      {
        kind: 'deposit',
        action: 'skeletonDeposit',
        refusedBy: { kind: 'rental', words: (number) => `${number} stands.`, reason: 'INVOICED' },
        bill: refused.bill,
      },
      WHEN,
    );
    expect(answer).toMatchObject({ ok: false, error: { code: 'conflict', message: expect.stringMatching(/^INV-2027-\d{6} stands\.$/), reason: 'INVOICED' } });
    expect(refused.calls.count).toBe(0);
  });

  it('a bill refused in words writes nothing: no invoice, no audit row, no number taken', async () => {
    const { requestId } = await order();
    const before = (await invoicesOf('lossAndDamage')).length;
    const bill: DocumentIssuer['bill'] = async () => {
      throw new AppError('conflict', 'Nothing to bill here.', { reason: 'NOTHING' });
    };
    const answer = await issueDocument(db(), HOUSE, VENDOR_ID, requestId, { kind: 'lossAndDamage', action: 'skeletonRefused', bill }, WHEN);
    expect(answer).toMatchObject({ ok: false, error: { message: 'Nothing to bill here.', reason: 'NOTHING' } });
    expect(await invoicesOf('lossAndDamage')).toHaveLength(before);
    expect(await auditRows(requestId, 'skeletonRefused')).toEqual([]);
  });

  it('the unique index of its kind, met by a path that took no lock, is answered in the issuer’s words; without words it is thrown', async () => {
    const { requestId } = await order();
    // Another path writes a deposit in the same moment, past the lock and the standing check.
    const racing: DocumentIssuer['bill'] = async (tx, found, terms) => {
      const flatBill = await flat(700).bill(tx, found, terms);
      await writeInvoice(
        tx,
        found,
        { kind: 'deposit', ...flatBill.document },
        { vendorId: VENDOR_ID, issue: 1, ...terms, today: '2027-03-22', currency: 'USD', issuedBy: 'elsewhere', at: new Date(NOW) },
      );
      return flatBill;
    };
    const raced = await issueDocument(
      db(),
      HOUSE,
      VENDOR_ID,
      requestId,
      { kind: 'deposit', action: 'skeletonRaced', bill: racing, raced: 'Issued already: look again.' },
      WHEN,
    );
    expect(raced).toMatchObject({ ok: false, error: { code: 'conflict', message: 'Issued already: look again.', reason: 'RACED' } });
    await expect(issueDocument(db(), HOUSE, VENDOR_ID, requestId, { kind: 'deposit', action: 'skeletonRaced', bill: racing }, WHEN)).rejects.toThrow();
  });

  it('the rental, deposit and L&D issuers answer alike: the invoice, whether this press issued it, and its total', async () => {
    const held = await order();
    const deposit = await issueDepositInvoice(db(), HOUSE, VENDOR_ID, held.requestId, { amountCents: 2_500 }, WHEN);
    expect(deposit).toMatchObject({ ok: true, data: { issued: true, totalCents: 2_500 } });
    expect(await issueDepositInvoice(db(), HOUSE, VENDOR_ID, held.requestId, { amountCents: 9_900 }, WHEN)).toEqual({
      ok: true,
      data: { ...(deposit.ok ? deposit.data : {}), issued: false },
    });

    const { requestId } = await order({ back: true });
    const rental = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, WHEN);
    expect(rental).toMatchObject({ ok: true, data: { issued: true, totalCents: expect.any(Number) } });
    expect(await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, WHEN)).toEqual({ ok: true, data: { ...(rental.ok ? rental.data : {}), issued: false } });
    // Back whole: the L&D issuer refuses in its own words, through the same answer.
    expect(await issueLossDamageInvoice(db(), HOUSE, VENDOR_ID, requestId, WHEN)).toMatchObject({ ok: false, error: { reason: 'NOTHING_LOST_OR_DAMAGED' } });
  });
});
