import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { and } from 'drizzle-orm';
import { auditLog, holdLines, invoices, items, vendorUsers, type LossDamageLine } from '@/lib/db/schema';
import { REPLACEMENT_VALUE_NEEDED, tooManyDamaged } from '@/lib/holds/check-in-schema';
import { staffLineSchema } from '@/lib/holds/staff-line-forms';
import { staffMoveLine } from '@/lib/holds/staff-move-line';
import { moveLine } from '@/lib/holds/move-line';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { issueCreditNote } from './issue-credit-note';
import { getInvoice } from './read-invoices';
import { issueRentalInvoice, NOT_ALL_BACK } from './issue-invoice';
import { issueLossDamageInvoice, noReplacementValue, NOTHING_LOST_OR_DAMAGED, NOTHING_TO_CHARGE } from './issue-loss-damage-invoice';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-1', name: 'Sam at the counter' };
/** 8.25 % sales tax on the rental, Net 30. */
const HOUSE = { ...tenant, billing: { ...tenant.billing, taxPercent: 8.25, taxOnProcessing: false, accountTermsDays: 30 } };
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 100, purchaseType: 'Weekly Rental', weeklyPrice: 10_000, replacementValueCents: null });
  // The first prop is worth $150.00 a unit; the second has no replacement value.
  await db().update(items).set({ replacementValueCents: 15_000 }).where(eq(items.id, itemIds[0]!));
});

/** An order of three units of each of two props at $100 a week, out Monday 8 March 2027. */
async function order() {
  const request = await customerRequest(db(), fixture.auth, itemIds.slice(0, 2), { now: NOW });
  for (const id of request.lineIds) {
    await db().update(holdLines).set({ quantity: 3 }).where(eq(holdLines.id, id));
    await moveLine(db(), id, 'accept', 'staff', { now: NOW });
    await moveLine(db(), id, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
    await moveLine(db(), id, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
  }
  return request;
}
const checkIn = (lineId: string, fields: { missingUnits?: number; damagedUnits?: number; repairCents?: number } = {}) =>
  moveLine(db(), lineId, 'checkIn', 'staff', {
    now: NOW,
    returned: { conditionNote: '', missingUnits: 0, ...fields, today: '2027-03-15', turnaroundDays: 1 },
  });
const issue = (requestId: string, today = '2027-03-22') => issueLossDamageInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today });
const salesAmount = async (uid: string) =>
  (await db().select({ stats: vendorUsers.stats }).from(vendorUsers).where(eq(vendorUsers.uid, uid)))[0]!.stats.salesAmount;
const line = async (lineId: string) => (await db().select().from(holdLines).where(eq(holdLines.id, lineId)))[0]!;
const sku = async (itemId: string) => (await db().select({ sku: items.sku }).from(items).where(eq(items.id, itemId)))[0]!.sku;

describe('issue 26 §4: loss and damage recorded at the counter and billed apart', () => {
  it('issue 26 §4: missing units at the replacement value and the typed repair, untaxed, Net 30, beside the rental invoice; salesAmount counts both', async () => {
    const { requestId, lineIds, owner } = await order();
    // Two of three missing ($150 each), one damaged with $85.50 of repair; the second prop back whole.
    expect(await checkIn(lineIds[0]!, { missingUnits: 2, damagedUnits: 1, repairCents: 8_550 })).toMatchObject({ ok: true });
    expect(await line(lineIds[0]!)).toMatchObject({ state: 'returned', missingUnits: 2, damagedUnits: 1, repairCents: 8_550 });
    expect(await issue(requestId)).toMatchObject({ ok: false, error: { code: 'conflict', message: NOT_ALL_BACK(1) } });
    expect(await checkIn(lineIds[1]!)).toMatchObject({ ok: true });

    const rental = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: '2027-03-22' });
    expect(rental).toMatchObject({ ok: true, data: { issued: true } });
    const issued = await issue(requestId);
    expect(issued).toMatchObject({ ok: true, data: { issued: true, number: expect.stringMatching(/^INV-2027-\d{6}$/), totalCents: 38_550 } });
    const [invoice] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, issued.ok ? issued.data.invoiceId : ''));
    expect(invoice).toMatchObject({
      kind: 'lossAndDamage',
      issue: 1,
      paidBy: 'account',
      issuedOn: '2027-03-22',
      dueOn: '2027-04-21',
      subtotalCents: 38_550,
      rentalCents: 38_550,
      processingCents: 0,
      taxCents: 0,
      totalCents: 38_550,
    });
    expect(invoice!.lines as LossDamageLine[]).toEqual([
      {
        lineId: lineIds[0],
        title: expect.any(String),
        sku: await sku(itemIds[0]!),
        missingUnits: 2,
        replacementCents: 15_000,
        missingCents: 30_000,
        damagedUnits: 1,
        repairCents: 8_550,
        totalCents: 38_550,
      },
    ]);
    // The rental: six units for one week (7 days and the grace day) at $100, taxed 8.25 %: $649.50; and the L&D, $385.50.
    const [rentalRow] = await db()
      .select({ totalCents: invoices.totalCents })
      .from(invoices)
      .where(eq(invoices.id, rental.ok ? rental.data.invoiceId : ''));
    expect(await salesAmount(owner.uid)).toBe((rentalRow!.totalCents + 38_550) / 100);
  });

  it('issue 26 §4: "Issue L&D invoice" pressed 20 times at once makes one invoice; a credit note cancels it and the order may be billed again', async () => {
    const { requestId, lineIds, owner } = await order();
    await checkIn(lineIds[0]!, { missingUnits: 1 });
    await checkIn(lineIds[1]!, { damagedUnits: 2, repairCents: 4_000 });
    const before = await salesAmount(owner.uid);
    const answers = await Promise.all(Array.from({ length: 20 }, () => issue(requestId)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(answers.filter((answer) => answer.ok && answer.data.issued)).toHaveLength(1);
    expect(new Set(answers.map((answer) => answer.ok && answer.data.number)).size).toBe(1);
    const first = answers[0]!.ok ? answers[0]!.data : null;
    expect(first).toMatchObject({ totalCents: 15_000 + 4_000 });
    expect(await salesAmount(owner.uid)).toBe(before + 190);
    expect(await db().select({ id: invoices.id }).from(invoices).where(eq(invoices.kind, 'lossAndDamage'))).toHaveLength(2);

    // The database refuses a second standing L&D invoice of the same order from any path.
    const [row] = await db().select().from(invoices).where(eq(invoices.id, first!.invoiceId));
    await expect(
      db()
        .insert(invoices)
        .values({ ...row!, id: 'another', number: 'INV-2027-999999' }),
    ).rejects.toThrow();

    const credited = await issueCreditNote(db(), VENDOR_ID, first!.invoiceId, 'Repair was done under warranty', { staff: STAFF, today: '2027-03-23' });
    expect(credited).toMatchObject({ ok: true });
    expect(await salesAmount(owner.uid)).toBe(before);
    const again = await issue(requestId, '2027-03-24');
    expect(again).toMatchObject({ ok: true, data: { issued: true, totalCents: 19_000 } });
    const [second] = await db()
      .select({ issue: invoices.issue })
      .from(invoices)
      .where(eq(invoices.id, again.ok ? again.data.invoiceId : ''));
    expect(second!.issue).toBe(2);
  });

  it('issue 26 §4: refused when nothing came back missing or damaged, when a missing prop has no replacement value, and when nothing is charged', async () => {
    const whole = await order();
    for (const id of whole.lineIds) await checkIn(id);
    expect(await issue(whole.requestId)).toMatchObject({ ok: false, error: { code: 'conflict', message: NOTHING_LOST_OR_DAMAGED } });

    const unpriced = await order();
    await checkIn(unpriced.lineIds[0]!);
    // The counter now asks for the value (issue 38 §2); a missing unit of a prop without one is still
    // possible from a return recorded before, or one corrected since: written here by hand.
    await checkIn(unpriced.lineIds[1]!);
    await db().update(holdLines).set({ missingUnits: 1 }).where(eq(holdLines.id, unpriced.lineIds[1]!));
    expect(await issue(unpriced.requestId)).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: noReplacementValue([await sku(itemIds[1]!)]) },
    });
    // Staff set the value on the prop, and the invoice is issued at it.
    await db().update(items).set({ replacementValueCents: 2_500 }).where(eq(items.id, itemIds[1]!));
    expect(await issue(unpriced.requestId)).toMatchObject({ ok: true, data: { issued: true, totalCents: 2_500 } });
    await db().update(items).set({ replacementValueCents: null }).where(eq(items.id, itemIds[1]!));

    const free = await order();
    await checkIn(free.lineIds[0]!, { damagedUnits: 1 });
    await checkIn(free.lineIds[1]!);
    expect(await issue(free.requestId)).toMatchObject({ ok: false, error: { code: 'conflict', message: NOTHING_TO_CHARGE } });
  });

  it('issue 26 §4: damaged and missing units together more than went out are refused with a field message, and by the database', async () => {
    const { lineIds } = await order();
    const moved = await checkIn(lineIds[0]!, { missingUnits: 2, damagedUnits: 2, repairCents: 1_000 });
    expect(moved).toMatchObject({ ok: false, error: { code: 'invalid', message: tooManyDamaged(3, 2) } });
    expect(!moved.ok && moved.error.fieldErrors).toMatchObject({ damagedUnits: expect.stringContaining('0 to 1') });
    expect(await line(lineIds[0]!)).toMatchObject({ state: 'out', missingUnits: 0, damagedUnits: 0, repairCents: 0 });
    // A repair amount with no damaged unit says so.
    expect(await checkIn(lineIds[0]!, { repairCents: 1_000 })).toMatchObject({ ok: false, error: { fieldErrors: { repairCents: expect.any(String) } } });
    await expect(db().update(holdLines).set({ missingUnits: 2, damagedUnits: 2 }).where(eq(holdLines.id, lineIds[0]!))).rejects.toThrow();
    await expect(db().update(holdLines).set({ repairCents: -1 }).where(eq(holdLines.id, lineIds[0]!))).rejects.toThrow();
    await expect(db().update(items).set({ replacementValueCents: -1 }).where(eq(items.id, itemIds[0]!))).rejects.toThrow();
  });
});

describe('issue 38 §2: the replacement value asked at the counter', () => {
  /** "Mark returned" as the counter's form sends it: the form's own schema, then the staff's move. */
  const markReturned = (lineId: string, fields: Record<string, string>) => {
    const form = staffLineSchema.parse({ lineId, event: 'checkIn', ...fields });
    return staffMoveLine(db(), HOUSE, form, { audit: STAFF, today: '2027-03-15', now: NOW });
  };
  const valueOf = async (itemId: string) => (await db().select({ cents: items.replacementValueCents }).from(items).where(eq(items.id, itemId)))[0]!.cents;

  it('issue 38 §2: a missing unit of a prop without a replacement value is refused beside the field, nothing written; typed, it is saved on the prop with its audit row and the L&D invoice is issued', async () => {
    await db().update(items).set({ replacementValueCents: null }).where(eq(items.id, itemIds[1]!));
    const { requestId, lineIds } = await order();
    await checkIn(lineIds[0]!);

    const refused = await markReturned(lineIds[1]!, { missingUnits: '1', replacementValue: '' });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: REPLACEMENT_VALUE_NEEDED, fieldErrors: { replacementValue: REPLACEMENT_VALUE_NEEDED } },
    });
    expect(await line(lineIds[1]!)).toMatchObject({ state: 'out', missingUnits: 0 });
    expect(await valueOf(itemIds[1]!)).toBeNull();
    // A value that is no money is refused by the form's schema, before anything is read.
    expect(staffLineSchema.safeParse({ lineId: lineIds[1], event: 'checkIn', missingUnits: '1', replacementValue: 'lots' }).success).toBe(false);
    expect(staffLineSchema.safeParse({ lineId: lineIds[1], event: 'checkIn', missingUnits: '1', replacementValue: '0' }).success).toBe(false);

    expect(await markReturned(lineIds[1]!, { missingUnits: '1', replacementValue: '$1,250.50' })).toMatchObject({ ok: true, data: { to: 'returned' } });
    expect(await line(lineIds[1]!)).toMatchObject({ state: 'returned', missingUnits: 1 });
    expect(await valueOf(itemIds[1]!)).toBe(125_050);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'item'), eq(auditLog.subjectId, itemIds[1]!)));
    // The prop's own audit rows of the value (the seed's and earlier tests' rows aside).
    expect(audits.filter((row) => row.actorUid === STAFF.uid && 'replacementValue' in row.after)).toMatchObject([
      { action: 'edit', actorUid: STAFF.uid, before: { replacementValue: '' }, after: { replacementValue: '1250.50' } },
    ]);

    expect(await issue(requestId)).toMatchObject({ ok: true, data: { issued: true, totalCents: 125_050 } });
    await db().update(items).set({ replacementValueCents: null }).where(eq(items.id, itemIds[1]!));
  });

  it('issue 38 §2: where the prop has a value, or nothing is missing, nothing is asked and the prop is left as it is', async () => {
    await db().update(items).set({ replacementValueCents: null }).where(eq(items.id, itemIds[1]!));
    const { lineIds } = await order();
    // The first prop is worth $150.00: a typed value is not written over it.
    expect(await markReturned(lineIds[0]!, { missingUnits: '1', replacementValue: '9.00' })).toMatchObject({ ok: true });
    expect(await valueOf(itemIds[0]!)).toBe(15_000);
    // Nothing missing: no value needed.
    expect(await markReturned(lineIds[1]!, { missingUnits: '0', replacementValue: '' })).toMatchObject({ ok: true });
    expect(await valueOf(itemIds[1]!)).toBeNull();
  });

  it('issue 38 §2: the L&D invoice carries the photos of its lines’ condition, at check-out and at return, as evidence; the rental invoice none', async () => {
    const { requestId, lineIds } = await order();
    const photo = (key: string, when: string) => ({ url: `/media/photos/${key}/800.webp`, key, width: 800, height: 600, alt: `Condition of the prop ${when}` });
    const taken = [photo('out-1', 'at check-out'), photo('back-1', 'at return')];
    await db().update(holdLines).set({ conditionPhotos: taken }).where(eq(holdLines.id, lineIds[0]!));
    expect(await checkIn(lineIds[0]!, { missingUnits: 1 })).toMatchObject({ ok: true });
    expect(await checkIn(lineIds[1]!)).toMatchObject({ ok: true });
    const rental = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: '2027-03-22' });
    const loss = await issue(requestId);
    if (!rental.ok || !loss.ok) throw new Error('both invoices are issued');
    expect((await getInvoice(db(), VENDOR_ID, loss.data.invoiceId))?.evidence).toEqual({ [lineIds[0]!]: taken });
    expect((await getInvoice(db(), VENDOR_ID, rental.data.invoiceId))?.evidence).toEqual({});
  });
});
