import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { auditOf } from '@/lib/audit/record-audit';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { holdLines, invoices, itemBlocks, items, type InvoiceLine } from '@/lib/db/schema';
import { issueRentalInvoice, NOT_ALL_BACK } from '@/lib/invoices/issue-invoice';
import { answerExtension, askExtension } from '@/lib/orders/order-extensions';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { askedRange, unitsAway } from '@/lib/availability/availability';
import { checkInFieldsSchema, tooManyBack, tooManyDamaged, tooManyMissing } from './check-in-schema';
import { moveLine } from './move-line';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-partial', name: 'Sam at the counter' };
/** No tax, on account: the invoice is the rental alone. */
const HOUSE = { ...tenant, billing: { ...tenant.billing, taxPercent: 0, taxOnProcessing: false, accountTermsDays: 30 } };
let itemIds: string[] = [];
let nextItem = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 20, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 3, purchaseType: 'Weekly Rental', weeklyPrice: 10_000, replacementValueCents: 15_000 });
});

/** A customer's order of 3 units of a prop of its own (3 in stock) at $100 a week, 8 to 16 March 2027, out on the 8th. */
async function outOrder({ stock = 3 }: { stock?: number } = {}) {
  const itemId = itemIds[nextItem++]!;
  await db().update(items).set({ quantity: stock }).where(eq(items.id, itemId));
  const request = await customerRequest(db(), fixture.auth, [itemId], { now: NOW });
  const lineId = request.lineIds[0]!;
  await db().update(holdLines).set({ quantity: 3 }).where(eq(holdLines.id, lineId));
  for (const [event, today] of [
    ['accept', undefined],
    ['confirm', '2027-03-01'],
    ['checkOut', '2027-03-08'],
  ] as const) {
    const moved = await moveLine(db(), lineId, event, 'staff', { now: NOW, ...(today ? { today } : {}) });
    if (!moved.ok) throw moved.error;
  }
  return { ...request, lineId, itemId };
}

const giveBack = (
  lineId: string,
  today: string,
  fields: { unitsBack?: number; missingUnits?: number; damagedUnits?: number; repairCents?: number; conditionNote?: string } = {},
) =>
  moveLine(db(), lineId, 'checkIn', 'staff', {
    now: NOW,
    audit: STAFF,
    returned: { conditionNote: '', missingUnits: 0, ...fields, today, turnaroundDays: 1 },
  });
const linesOf = (requestId: string) => db().select().from(holdLines).where(eq(holdLines.requestId, requestId)).orderBy(holdLines.seq);
const away = (itemId: string, day: string) => unitsAway(db(), itemId, askedRange(day, day));
const periodOf = async (lineId: string) =>
  ((await db().execute(sql`select period::text as period from hold_lines where id = ${lineId}`)) as unknown as { rows: { period: string }[] }).rows[0]!.period;
async function refusal(write: Promise<unknown>): Promise<string | null> {
  try {
    await write;
    return null;
  } catch (error) {
    return violatedConstraint(error) ?? `not a constraint: ${String(error)}`;
  }
}

describe('issue 26 §5: partial returns at the counter, by units', () => {
  it('issue 26 §5: 2 of 3 back (1 missing) splits the line; the rest, extended, come back later; the invoice waits, then bills each part for its own days', async () => {
    const { requestId, lineId, itemId, owner } = await outOrder();
    const moved = await giveBack(lineId, '2027-03-15', { unitsBack: 2, missingUnits: 1, conditionNote: 'one lamp short' });
    expect(moved).toMatchObject({ ok: true, data: { lineId, from: 'out', to: 'returned', part: { unitsBack: 2, stillOut: 1 } } });
    const part = moved.ok ? moved.data.part!.returnedLineId : '';
    const [rest, returned] = await linesOf(requestId);
    expect(rest).toMatchObject({ id: lineId, state: 'out', quantity: 1, outOn: '2027-03-08', backOn: null, missingUnits: 0 });
    expect(returned).toMatchObject({
      id: part,
      state: 'returned',
      quantity: 2,
      outOn: '2027-03-08',
      backOn: '2027-03-15',
      missingUnits: 1,
      conditionNote: 'one lamp short',
      requestId,
      itemId,
    });
    expect(await periodOf(part)).toBe(await periodOf(lineId));

    // The missing unit is blocked as lost, the one back takes the turnaround; the rest stay out.
    const blocks = await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, itemId));
    expect(blocks.map(({ quantity, reason, lineId: of }) => ({ quantity, reason, of })).sort((a, b) => a.reason.localeCompare(b.reason))).toEqual([
      { quantity: 1, reason: 'lost', of: part },
      { quantity: 1, reason: 'other', of: part },
    ]);
    expect(await away(itemId, '2027-03-15')).toBe(3);
    expect(await away(itemId, '2027-03-16')).toBe(3);
    expect(await away(itemId, '2027-03-17')).toBe(2);

    // The counter's audit row says how many came back and where they are.
    const [audit] = await auditOf(db(), VENDOR_ID, 'request', requestId);
    expect(audit).toMatchObject({
      actorUid: STAFF.uid,
      action: 'checkIn',
      before: { lineId, state: 'out', quantity: 3 },
      after: { lineId, state: 'out', unitsBack: 2, quantity: 1, returnedLineId: part, returnedState: 'returned', missingUnits: 1 },
    });

    // "Issue invoice" waits for the rest.
    const early = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: '2027-03-15' });
    expect(early).toMatchObject({ ok: false, error: { code: 'conflict', message: NOT_ALL_BACK(1) } });

    // An accepted extension moves the rest, and only the rest.
    const returnedPeriod = await periodOf(part);
    const asked = await askExtension(db(), owner, requestId, '2027-03-29', tenant, { today: '2027-03-15' });
    if (!asked.ok) throw asked.error;
    expect(await answerExtension(db(), VENDOR_ID, asked.data.extensionId, 'accept', tenant, { staff: STAFF })).toMatchObject({ ok: true });
    expect(await periodOf(lineId)).toBe('[2027-03-08,2027-03-31)');
    expect(await periodOf(part)).toBe(returnedPeriod);

    expect(await giveBack(lineId, '2027-03-29')).toMatchObject({ ok: true, data: { to: 'returned' } });
    expect(await linesOf(requestId)).toMatchObject([
      { id: lineId, state: 'returned', quantity: 1, backOn: '2027-03-29' },
      { id: part, state: 'returned', quantity: 2, backOn: '2027-03-15' },
    ]);

    const issued = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, requestId, { staff: STAFF, today: '2027-03-30' });
    if (!issued.ok) throw issued.error;
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, issued.data.invoiceId));
    const lines = invoice!.lines as InvoiceLine[];
    // One week for the two back on the 15th; three for the one kept to the 29th.
    expect(lines.map(({ lineId: id, units, outOn, backOn, weeks, subtotalCents }) => ({ id, units, outOn, backOn, weeks, subtotalCents }))).toEqual([
      { id: lineId, units: 1, outOn: '2027-03-08', backOn: '2027-03-29', weeks: 3, subtotalCents: 30_000 },
      { id: part, units: 2, outOn: '2027-03-08', backOn: '2027-03-15', weeks: 1, subtotalCents: 20_000 },
    ]);
    expect(invoice!.subtotalCents).toBe(50_000);
    expect(invoice!.totalCents).toBe(lines.reduce((sum, line) => sum + line.totalCents, 0));
  });

  it('issue 26 §3, §5: staff’s discount on a line holds for both parts when it is split', async () => {
    const { requestId, lineId } = await outOrder();
    await db().update(holdLines).set({ discountBasisPoints: 1250 }).where(eq(holdLines.id, lineId));
    expect(await giveBack(lineId, '2027-03-15', { unitsBack: 2 })).toMatchObject({ ok: true, data: { part: { unitsBack: 2, stillOut: 1 } } });
    expect((await linesOf(requestId)).map((line) => line.discountBasisPoints)).toEqual([1250, 1250]);
  });

  it('issue 26 §5: 20 simultaneous partial returns of one line never return more units than went out', async () => {
    const ones = await outOrder();
    const answers = await Promise.all(Array.from({ length: 20 }, () => giveBack(ones.lineId, '2027-03-12', { unitsBack: 1 })));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    const lines = await linesOf(ones.requestId);
    expect(lines.every((line) => line.state === 'returned')).toBe(true);
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
    // Each unit back has its turnaround, once.
    const turnaround = await db()
      .select({ quantity: itemBlocks.quantity })
      .from(itemBlocks)
      .where(and(eq(itemBlocks.itemId, ones.itemId), eq(itemBlocks.reason, 'other')));
    expect(turnaround.reduce((sum, block) => sum + block.quantity, 0)).toBe(3);

    const twos = await outOrder();
    const pairs = await Promise.all(Array.from({ length: 20 }, () => giveBack(twos.lineId, '2027-03-12', { unitsBack: 2 })));
    expect(pairs.filter((answer) => answer.ok)).toHaveLength(1);
    expect(pairs.filter((answer) => !answer.ok).every((answer) => !answer.ok && ['conflict', 'invalid'].includes(answer.error.code))).toBe(true);
    const after = await linesOf(twos.requestId);
    expect(after.map(({ state, quantity }) => ({ state, quantity }))).toEqual([
      { state: 'out', quantity: 1 },
      { state: 'returned', quantity: 2 },
    ]);
  });

  it('issue 26 §5: a split is never refused by the overbooking triggers, even on a day already over; a real overbooking still is, after it', async () => {
    const { lineId, itemId, requestId } = await outOrder();
    // A lost unit of an earlier line, kept as a fact: 17 March is already over (3 out + 1 lost on 3).
    const earlier = randomUUID();
    await db().execute(
      sql`insert into hold_lines (id, request_id, item_id, title, sku, quantity, state, period) values (${earlier}, ${requestId}, ${itemId}, 'Lamp', 'LIG-1', 1, 'returned', '[2027-02-01,2027-02-05)'::daterange)`,
    );
    await db().execute(
      sql`insert into item_blocks (id, item_id, quantity, period, reason, line_id) values (${randomUUID()}, ${itemId}, 1, '[2027-03-17,2027-03-18)'::daterange, 'lost', ${earlier})`,
    );
    expect(await away(itemId, '2027-03-17')).toBe(4);
    expect(await giveBack(lineId, '2027-03-10', { unitsBack: 2 })).toMatchObject({ ok: true, data: { part: { stillOut: 1 } } });
    expect(await away(itemId, '2027-03-17')).toBe(2);

    // The raw check still counts the rest: 1 out and 1 lost on the 17th leave 1 free of 3.
    const rawHeld = (quantity: number) =>
      db().execute(
        sql`insert into hold_lines (id, request_id, item_id, title, sku, quantity, state, period) values (${randomUUID()}, ${requestId}, ${itemId}, 'Lamp', 'LIG-1', ${quantity}, 'held', '[2027-03-13,2027-03-19)'::daterange)`,
      );
    expect(await refusal(rawHeld(2))).toBe('hold_lines_no_overbooking');
    expect(await refusal(rawHeld(1))).toBeNull();
    expect(await refusal(rawHeld(1))).toBe('hold_lines_no_overbooking');
    // And the rest cannot be grown back past the stock by hand.
    expect(await refusal(db().execute(sql`update hold_lines set quantity = 3 where id = ${lineId}`))).toBe('hold_lines_no_overbooking');
  });

  it('issue 26 §5: bad units back (0, more than out, not a number) get a message beside the field and nothing is written', async () => {
    const { lineId, itemId, requestId } = await outOrder();
    expect(checkInFieldsSchema.safeParse({ unitsBack: 'two' }).error?.issues[0]?.message).toBe('Enter how many units are back today, 1 or more.');
    expect(checkInFieldsSchema.safeParse({ unitsBack: '0' }).error?.issues[0]?.path).toEqual(['unitsBack']);
    expect(checkInFieldsSchema.safeParse({ unitsBack: '1.5' }).success).toBe(false);
    expect(checkInFieldsSchema.parse({ unitsBack: '' }).unitsBack).toBeUndefined();
    for (const [fields, field, words] of [
      [{ unitsBack: 0 }, 'unitsBack', tooManyBack(3)],
      [{ unitsBack: 4 }, 'unitsBack', tooManyBack(3)],
      [{ unitsBack: 2, missingUnits: 3 }, 'missingUnits', tooManyMissing(3, 2)],
      [{ unitsBack: 2, missingUnits: 1, damagedUnits: 2, repairCents: 500 }, 'damagedUnits', tooManyDamaged(3, 1, 2)],
    ] as const) {
      const moved = await giveBack(lineId, '2027-03-12', fields);
      expect(moved).toMatchObject({ ok: false, error: { code: 'invalid', message: words, fieldErrors: { [field]: words } } });
    }
    expect(tooManyMissing(3, 2)).toBe('Only 2 units of 3 are back today: units missing must be 0 to 2. Nothing was changed.');
    expect(await linesOf(requestId)).toMatchObject([{ id: lineId, state: 'out', quantity: 3 }]);
    expect(await db().select().from(itemBlocks).where(eq(itemBlocks.itemId, itemId))).toEqual([]);
    expect(await auditOf(db(), VENDOR_ID, 'request', requestId)).toEqual([]);
  });

  it('issue 26 §5: a customer cannot mark their own line back, in part or whole; another customer’s line is not found', async () => {
    const { lineId, requestId, owner } = await outOrder();
    const stranger = await outOrder();
    const returned = { conditionNote: '', missingUnits: 0, unitsBack: 1, today: '2027-03-12', turnaroundDays: 1 };
    expect(await moveLine(db(), lineId, 'checkIn', 'customer', { owner, returned })).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(await moveLine(db(), lineId, 'checkIn', 'customer', { owner: stranger.owner, returned })).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await linesOf(requestId)).toMatchObject([{ id: lineId, state: 'out', quantity: 3 }]);
  });
});
