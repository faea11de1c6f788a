import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { auditOf } from '@/lib/audit/record-audit';
import { holdLines, itemBlocks, items } from '@/lib/db/schema';
import { answerForm } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import { issueCreditNote } from '@/lib/invoices/issue-credit-note';
import { issueLossDamageInvoice } from '@/lib/invoices/issue-loss-damage-invoice';
import { tenant } from '@/lib/tenant';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { REPLACEMENT_VALUE_NEEDED, tooManyBack, tooManyDamaged, tooManyMissing } from './check-in-schema';
import { correctReturn, lossDamageInvoiceStands, NOT_RETURNED, type ReturnCorrection } from './correct-return';
import { moveLine } from './move-line';
import { CORRECT_RETURN_FORM, MOVE_LINE_FORM } from './staff-line-forms';
import { staffMoveLine } from './staff-move-line';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-correct', name: 'Sam at the counter' };
const TODAY = '2027-03-20';
let itemIds: string[] = [];
let nextItem = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 12, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 3, purchaseType: 'Weekly Rental', weeklyPrice: 10_000, replacementValueCents: 15_000 });
});

/** An order of 3 units of a prop of its own, out on 8 March 2027. */
async function outOrder() {
  const itemId = itemIds[nextItem++]!;
  const request = await customerRequest(db(), fixture.auth, [itemId], { now: NOW });
  const lineId = request.lineIds[0]!;
  await db().update(holdLines).set({ quantity: 3 }).where(eq(holdLines.id, lineId));
  await moveLine(db(), lineId, 'accept', 'staff', { now: NOW });
  await moveLine(db(), lineId, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
  await moveLine(db(), lineId, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
  return { ...request, lineId, itemId };
}

/** The same, back on the 15th with these figures. */
async function returnedOrder(fields: Partial<ReturnCorrection> = {}) {
  const order = await outOrder();
  const back = await moveLine(db(), order.lineId, 'checkIn', 'staff', {
    now: NOW,
    returned: { conditionNote: '', missingUnits: 0, ...fields, today: '2027-03-15', turnaroundDays: 1 },
  });
  if (!back.ok) throw back.error;
  return order;
}

const fix = (lineId: string, fields: Partial<ReturnCorrection>, vendorId = VENDOR_ID) =>
  correctReturn(
    db(),
    vendorId,
    lineId,
    { conditionNote: '', missingUnits: 0, damagedUnits: 0, repairCents: 0, ...fields },
    { staff: STAFF, today: TODAY, now: NOW },
  );
const lineRow = async (lineId: string) => (await db().select().from(holdLines).where(eq(holdLines.id, lineId)))[0]!;
const lostUnits = async (lineId: string) =>
  (
    await db()
      .select({ quantity: itemBlocks.quantity })
      .from(itemBlocks)
      .where(and(eq(itemBlocks.lineId, lineId), eq(itemBlocks.reason, 'lost')))
  ).reduce((sum, block) => sum + block.quantity, 0);

describe('issue 26 §4: staff correct a returned line until its L&D invoice stands', () => {
  it('issue 26 §4: the note, missing, damaged units and repair are corrected and audited; the lost block follows the missing units', async () => {
    const { lineId, requestId } = await returnedOrder({ missingUnits: 1 });
    expect(await lostUnits(lineId)).toBe(1);
    expect(await fix(lineId, { conditionNote: 'two short, one dented', missingUnits: 2, damagedUnits: 1, repairCents: 4_250 })).toEqual({
      ok: true,
      data: { lineId },
    });
    expect(await lineRow(lineId)).toMatchObject({ conditionNote: 'two short, one dented', missingUnits: 2, damagedUnits: 1, repairCents: 4_250 });
    expect(await lostUnits(lineId)).toBe(2);
    const [audit] = await auditOf(db(), VENDOR_ID, 'request', requestId);
    expect(audit).toMatchObject({
      actorUid: STAFF.uid,
      action: 'correctReturn',
      before: { lineId, missingUnits: 1, damagedUnits: 0, repairCents: 0 },
      after: { lineId, missingUnits: 2, damagedUnits: 1, repairCents: 4_250, lostUnits: 2 },
    });
    // Both found after all: the lost block goes.
    expect(await fix(lineId, { missingUnits: 0 })).toMatchObject({ ok: true });
    expect(await lostUnits(lineId)).toBe(0);
    // Missing again, with no block running: one starts from the day it came back.
    expect(await fix(lineId, { missingUnits: 1 })).toMatchObject({ ok: true });
    expect(await lostUnits(lineId)).toBe(1);
  });

  it('issue 26 §4: the counter’s checks hold (beside the field, nothing written), and the database’s', async () => {
    const { lineId, requestId } = await returnedOrder({ missingUnits: 1 });
    const audits = (await auditOf(db(), VENDOR_ID, 'request', requestId)).length;
    expect(await fix(lineId, { missingUnits: 4 })).toMatchObject({ ok: false, error: { code: 'invalid', fieldErrors: { missingUnits: tooManyMissing(3) } } });
    expect(await fix(lineId, { missingUnits: 2, damagedUnits: 2 })).toMatchObject({
      ok: false,
      error: { code: 'invalid', fieldErrors: { damagedUnits: tooManyDamaged(3, 2) } },
    });
    expect(await fix(lineId, { repairCents: 100 })).toMatchObject({ ok: false, error: { code: 'invalid', fieldErrors: { repairCents: expect.any(String) } } });
    expect(await lineRow(lineId)).toMatchObject({ missingUnits: 1, damagedUnits: 0, repairCents: 0 });
    expect(await lostUnits(lineId)).toBe(1);
    expect(await auditOf(db(), VENDOR_ID, 'request', requestId)).toHaveLength(audits);
    // A line still out is not corrected here; another house's line is not found.
    const out = await outOrder();
    expect(await fix(out.lineId, {})).toMatchObject({ ok: false, error: { code: 'conflict', message: NOT_RETURNED } });
    expect(await fix(lineId, {}, 'another-house')).toMatchObject({ ok: false, error: { code: 'notFound' } });
  });

  it('issue 38 §2: a unit found missing later of a prop without a replacement value asks for it beside the field, nothing written; typed, it is saved on the prop', async () => {
    const { lineId, itemId } = await returnedOrder();
    await db().update(items).set({ replacementValueCents: null }).where(eq(items.id, itemId));
    expect(await fix(lineId, { missingUnits: 1 })).toMatchObject({
      ok: false,
      error: { code: 'invalid', fieldErrors: { replacementValue: REPLACEMENT_VALUE_NEEDED } },
    });
    expect((await db().select({ missing: holdLines.missingUnits }).from(holdLines).where(eq(holdLines.id, lineId)))[0]?.missing).toBe(0);
    expect(await fix(lineId, { missingUnits: 1, replacementValue: 12_500 })).toMatchObject({ ok: true });
    expect((await db().select({ value: items.replacementValueCents }).from(items).where(eq(items.id, itemId)))[0]?.value).toBe(12_500);
  });

  it('issue 26 §4: refused while an L&D invoice stands for the order; allowed again once a credit note cancels it', async () => {
    const { lineId, requestId } = await returnedOrder({ missingUnits: 1 });
    const issued = await issueLossDamageInvoice(db(), tenant, VENDOR_ID, requestId, { staff: STAFF, today: TODAY });
    if (!issued.ok) throw issued.error;
    expect(await fix(lineId, { missingUnits: 0 })).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: lossDamageInvoiceStands(issued.data.number) },
    });
    expect(await lineRow(lineId)).toMatchObject({ missingUnits: 1 });
    expect(await lostUnits(lineId)).toBe(1);
    expect(await issueCreditNote(db(), VENDOR_ID, issued.data.invoiceId, 'Found in the truck', { staff: STAFF, today: TODAY })).toMatchObject({ ok: true });
    expect(await fix(lineId, { missingUnits: 0 })).toMatchObject({ ok: true });
    expect(await lostUnits(lineId)).toBe(0);
  });
});

const user = { uid: 'someone', email: 'someone@example.test' } as AuthUser;
const viewers = {
  anonymous: { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null },
  guest: { kind: 'guest', user, vendorUser: null, impersonatedBy: null },
  customer: { kind: 'customer', user, vendorUser: {} as VendorUserRecord, impersonatedBy: null },
} satisfies Record<string, Viewer>;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('issue 26 §5, §4: only staff mark a part returned or correct a return (the actions’ guard and schema)', () => {
  it('issue 26 §5: "Mark returned" with units back, and "Correct the return", are not found for a customer (even the line’s own), a guest and anyone anonymous; nothing is written', async () => {
    const out = await outOrder();
    const back = await returnedOrder({ missingUnits: 1 });
    for (const viewer of [viewers.anonymous, viewers.guest, viewers.customer, { ...viewers.customer, user: { ...user, uid: out.owner.uid } }]) {
      let ran = false;
      const run = async () => {
        ran = true;
        return {};
      };
      await expect(answerForm(MOVE_LINE_FORM, run, FORM_START, form({ lineId: out.lineId, event: 'checkIn', unitsBack: '1' }), viewer)).rejects.toThrow(
        /NEXT_HTTP_ERROR_FALLBACK;404/,
      );
      await expect(answerForm(CORRECT_RETURN_FORM, run, FORM_START, form({ lineId: back.lineId, missingUnits: '0' }), viewer)).rejects.toThrow(
        /NEXT_HTTP_ERROR_FALLBACK;404/,
      );
      expect(ran).toBe(false);
    }
    expect(await lineRow(out.lineId)).toMatchObject({ state: 'out', quantity: 3 });
    expect(await lineRow(back.lineId)).toMatchObject({ missingUnits: 1 });
  });

  it('issue 26 §5: for staff, units back that are no number are refused beside the field before the line is read; a good form splits the line', async () => {
    const { lineId, requestId } = await outOrder();
    const staff = {
      kind: 'staff',
      user: { ...user, uid: STAFF.uid, displayName: STAFF.name } as AuthUser,
      vendorUser: {} as VendorUserRecord,
      impersonatedBy: null,
    } satisfies Viewer;
    const move = (fields: Record<string, string>) =>
      answerForm(
        MOVE_LINE_FORM,
        async (input) => {
          const moved = await staffMoveLine(db(), tenant, input, { audit: STAFF, today: '2027-03-15', now: NOW });
          return moved.ok ? { message: 'Marked returned.' } : { error: moved.error };
        },
        FORM_START,
        form({ lineId, event: 'checkIn', enhanced: '1', ...fields }),
        staff,
      );
    expect(await move({ unitsBack: 'two' })).toMatchObject({ status: 'failed', fieldErrors: { unitsBack: 'Enter how many units are back today, 1 or more.' } });
    expect(await move({ unitsBack: '0' })).toMatchObject({ status: 'failed', fieldErrors: { unitsBack: expect.any(String) } });
    expect(await move({ unitsBack: '5' })).toMatchObject({ status: 'failed', fieldErrors: { unitsBack: tooManyBack(3) } });
    expect(await db().select().from(holdLines).where(eq(holdLines.requestId, requestId))).toHaveLength(1);
    expect(await move({ unitsBack: '1', conditionNote: 'first one back' })).toMatchObject({ status: 'done' });
    expect(
      (await db().select().from(holdLines).where(eq(holdLines.requestId, requestId)).orderBy(holdLines.seq)).map(({ state, quantity }) => ({
        state,
        quantity,
      })),
    ).toEqual([
      { state: 'out', quantity: 2 },
      { state: 'returned', quantity: 1 },
    ]);
  });
});
