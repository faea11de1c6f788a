import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, items } from '@/lib/db/schema';
import { answerForm } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { moveLine } from '@/lib/holds/move-line';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import { tenant } from '@/lib/tenant';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { markPulled } from './mark-pulled';
import { pulledForm, pulledHandler } from './pulled-form';
import { pulledNotOut } from './pulled-not-out';
import { readPullSheet } from './read-pull-sheet';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const ROSA = { uid: 'staff-rosa', name: 'Rosa' };
const SAM = { uid: 'staff-sam', name: 'Sam' };
let itemIds: string[] = [];
let nextItem = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 40, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 3, purchaseType: 'Weekly Rental', weeklyPrice: 10_000, status: 'active' });
});

/** Props of their own, placed where given; a customer's request for one unit each, moved by staff through `events`. */
async function order(
  locations: string[],
  { pickUpOn = '2027-03-08', returnOn = '2027-03-16', events = ['accept', 'confirm'] as const as readonly string[] } = {},
) {
  const ids = locations.map(() => itemIds[nextItem++]!);
  for (const [index, id] of ids.entries()) await db().update(items).set({ location: locations[index]! }).where(eq(items.id, id));
  const request = await customerRequest(db(), fixture.auth, ids, { now: NOW, pickUpOn, returnOn });
  for (const lineId of request.lineIds)
    for (const event of events) {
      const moved = await moveLine(db(), lineId, event as 'accept', 'staff', { now: NOW, today: event === 'checkOut' ? pickUpOn : '2027-03-01' });
      if (!moved.ok) throw moved.error;
    }
  const lines = await db()
    .select({ id: holdLines.id, itemId: holdLines.itemId, sku: holdLines.sku })
    .from(holdLines)
    .where(inArray(holdLines.id, request.lineIds));
  return { ...request, lineOf: (location: string) => lines.find((line) => line.itemId === ids[locations.indexOf(location)])! };
}

const sheet = (from: string, to = from) => readPullSheet(db(), VENDOR_ID, { from, to });

describe('issue 38 §3: the pull sheet, what to pull for the days asked', () => {
  it('issue 38 §3: confirmed lines picked up on the day, grouped by order with its number, sorted by location (natural, none last)', async () => {
    const first = await order(['B-1', '', 'A-10', 'A-2'], { pickUpOn: '2027-04-05', returnOn: '2027-04-12' });
    const second = await order(['C-3'], { pickUpOn: '2027-04-05', returnOn: '2027-04-12' });
    // Not on the sheet: held only (not confirmed), another day, and a line cancelled.
    await order(['A-1'], { pickUpOn: '2027-04-05', returnOn: '2027-04-12', events: ['accept'] });
    await order(['A-1'], { pickUpOn: '2027-04-06', returnOn: '2027-04-12' });
    const pulled = await sheet('2027-04-05');
    expect(pulled.map((each) => each.requestId)).toEqual([first.requestId, second.requestId]);
    expect(pulled[0]!.orderNumber).toMatch(/^ORD-2027-\d{6}$/);
    expect(pulled[0]!.orderNumber! < pulled[1]!.orderNumber!).toBe(true);
    expect(pulled[0]!.lines.map((line) => line.location)).toEqual(['A-2', 'A-10', 'B-1', '']);
    expect(pulled[0]!.lines[0]).toMatchObject({ id: first.lineOf('A-2').id, sku: first.lineOf('A-2').sku, quantity: 1, pulledAt: null, pulledBy: null });
    expect(pulled[0]!.customer).not.toBe('');
    expect(pulled[0]!.pickUpOn).toBe('2027-04-05');
  });

  it('issue 38 §3: a range takes every day in it, orders by pick-up day; a day with nothing is empty', async () => {
    const later = await order(['D-1'], { pickUpOn: '2027-05-04', returnOn: '2027-05-11' });
    const earlier = await order(['D-2'], { pickUpOn: '2027-05-03', returnOn: '2027-05-11' });
    const outside = await order(['D-3'], { pickUpOn: '2027-05-06', returnOn: '2027-05-11' });
    const range = await sheet('2027-05-03', '2027-05-05');
    expect(range.map((each) => each.requestId)).toEqual([earlier.requestId, later.requestId]);
    expect(range.map((each) => each.requestId)).not.toContain(outside.requestId);
    expect(await sheet('2027-05-05')).toEqual([]);
  });

  it('issue 38 §3: a line out already, or back (a partial return’s parts too), is not on the sheet', async () => {
    const mixed = await order(['E-1', 'E-2'], { pickUpOn: '2027-06-07', returnOn: '2027-06-14' });
    expect((await sheet('2027-06-07'))[0]!.lines).toHaveLength(2);
    const out = await moveLine(db(), mixed.lineOf('E-1').id, 'checkOut', 'staff', { now: NOW, today: '2027-06-07' });
    expect(out.ok).toBe(true);
    expect((await sheet('2027-06-07'))[0]!.lines.map((line) => line.location)).toEqual(['E-2']);
    // Three units out, two back: the part still out and the part back are both off the sheet.
    const several = await order(['F-1'], { pickUpOn: '2027-06-08', returnOn: '2027-06-14' });
    await db()
      .update(holdLines)
      .set({ quantity: 3 })
      .where(eq(holdLines.id, several.lineOf('F-1').id));
    expect((await sheet('2027-06-08'))[0]!.lines[0]!.quantity).toBe(3);
    await moveLine(db(), several.lineOf('F-1').id, 'checkOut', 'staff', { now: NOW, today: '2027-06-08' });
    const back = await moveLine(db(), several.lineOf('F-1').id, 'checkIn', 'staff', {
      now: NOW,
      audit: ROSA,
      returned: { conditionNote: '', missingUnits: 0, unitsBack: 2, today: '2027-06-10', turnaroundDays: 1 },
    });
    expect(back).toMatchObject({ ok: true, data: { part: { unitsBack: 2, stillOut: 1 } } });
    expect(await sheet('2027-06-08')).toEqual([]);
  });
});

describe('issue 38 §3: ticking a line as pulled', () => {
  it('issue 38 §3: ticked is Pulled with who and when, still confirmed and taking its units; un-ticking clears it', async () => {
    const placed = await order(['G-1'], { pickUpOn: '2027-07-05', returnOn: '2027-07-12' });
    const lineId = placed.lineOf('G-1').id;
    const at = new Date('2027-07-04T15:00:00Z');
    expect(await markPulled(db(), VENDOR_ID, lineId, true, ROSA, at)).toEqual({ ok: true, data: expect.objectContaining({ pulled: true, pulledBy: 'Rosa' }) });
    const [line] = await db().select().from(holdLines).where(eq(holdLines.id, lineId));
    expect(line).toMatchObject({ state: 'confirmed', pulledAt: at, pulledBy: 'Rosa' });
    expect((await sheet('2027-07-05'))[0]!.lines[0]).toMatchObject({ pulledAt: at, pulledBy: 'Rosa' });
    expect(await markPulled(db(), VENDOR_ID, lineId, false, SAM)).toMatchObject({ ok: true, data: { pulled: false, pulledBy: null } });
    expect((await sheet('2027-07-05'))[0]!.lines[0]).toMatchObject({ pulledAt: null, pulledBy: null });
    // Clearing again is no harm.
    expect(await markPulled(db(), VENDOR_ID, lineId, false, SAM)).toMatchObject({ ok: true, data: { pulled: false } });
    // A pulled line goes out at the counter as any confirmed line does.
    await markPulled(db(), VENDOR_ID, lineId, true, ROSA, at);
    expect(await moveLine(db(), lineId, 'checkOut', 'staff', { now: NOW, today: '2027-07-05' })).toMatchObject({ ok: true, data: { to: 'out' } });
  });

  it('issue 38 §3: two clerks ticking at once: pulled once, the first clerk’s name kept, both told it is pulled', async () => {
    const placed = await order(['H-1'], { pickUpOn: '2027-07-06', returnOn: '2027-07-12' });
    const lineId = placed.lineOf('H-1').id;
    const ticks = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        markPulled(db(), VENDOR_ID, lineId, true, n % 2 ? SAM : ROSA, new Date(Date.parse('2027-07-05T09:00:00Z') + n * 1000)),
      ),
    );
    expect(ticks.every((tick) => tick.ok && tick.data.pulled)).toBe(true);
    const names = new Set(ticks.map((tick) => (tick.ok ? tick.data.pulledBy : null)));
    expect(names.size).toBe(1);
    const [line] = await db().select({ pulledAt: holdLines.pulledAt, pulledBy: holdLines.pulledBy }).from(holdLines).where(eq(holdLines.id, lineId));
    expect(line!.pulledBy).toBe([...names][0]);
    expect([ROSA.name, SAM.name]).toContain(line!.pulledBy);
  });

  it('issue 38 §3: a line out already, another house’s, or unknown is refused with a message', async () => {
    const placed = await order(['J-1'], { pickUpOn: '2027-07-07', returnOn: '2027-07-12', events: ['accept', 'confirm', 'checkOut'] });
    const lineId = placed.lineOf('J-1').id;
    const title = (await db().select({ title: holdLines.title }).from(holdLines).where(eq(holdLines.id, lineId)))[0]!.title;
    expect(await markPulled(db(), VENDOR_ID, lineId, true, ROSA)).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: `${title} is out already: it is not on the pull sheet any more.` },
    });
    expect(await markPulled(db(), 'another-house', lineId, true, ROSA)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await markPulled(db(), VENDOR_ID, 'no-such-line', true, ROSA)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    const [line] = await db().select({ pulledAt: holdLines.pulledAt }).from(holdLines).where(eq(holdLines.id, lineId));
    expect(line!.pulledAt).toBeNull();
  });

  it('issue 38 §3: the tick is staff only (a 404 for others, nothing written) and its form refuses bad input', async () => {
    const placed = await order(['K-1'], { pickUpOn: '2027-07-08', returnOn: '2027-07-12' });
    const lineId = placed.lineOf('K-1').id;
    const user = (uid: string) => ({ uid }) as AuthUser;
    const viewers: Viewer[] = [
      { kind: 'customer', user: user(placed.owner.uid), vendorUser: {} as VendorUserRecord, impersonatedBy: null },
      { kind: 'guest', user: user('a-guest'), vendorUser: null, impersonatedBy: null },
      { kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null },
    ];
    const form = new FormData();
    form.set('lineId', lineId);
    form.set('pulled', '1');
    for (const viewer of viewers)
      await expect(answerForm(pulledForm, pulledHandler, FORM_START, form, viewer)).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
      });
    const [line] = await db().select({ pulledAt: holdLines.pulledAt }).from(holdLines).where(eq(holdLines.id, lineId));
    expect(line!.pulledAt).toBeNull();
    expect(pulledForm.schema.safeParse({ lineId, pulled: 'yes' }).success).toBe(false);
    expect(pulledForm.schema.safeParse({ lineId: '' }).success).toBe(false);
    expect(pulledForm.schema.parse({ lineId })).toEqual({ lineId, pulled: false });
    expect(pulledForm.schema.parse({ lineId, pulled: '1' })).toEqual({ lineId, pulled: true });
  });

  it('issue 38 §3: the database keeps who and when together', async () => {
    const placed = await order(['L-1'], { pickUpOn: '2027-07-09', returnOn: '2027-07-12' });
    await expect(
      db()
        .update(holdLines)
        .set({ pulledAt: new Date() })
        .where(eq(holdLines.id, placed.lineOf('L-1').id)),
    ).rejects.toThrow();
  });

  it('issue 38 §5: Today lists what is pulled and not yet out, by order, and an order leaves it when it goes out', async () => {
    const staged = await order(['P-1', 'P-2', 'P-3'], { pickUpOn: '2027-08-02', returnOn: '2027-08-09' });
    const untouched = await order(['P-4'], { pickUpOn: '2027-08-02', returnOn: '2027-08-09' });
    const before = await pulledNotOut(db(), VENDOR_ID, 50);
    await markPulled(db(), VENDOR_ID, staged.lineOf('P-1').id, true, ROSA);
    await markPulled(db(), VENDOR_ID, staged.lineOf('P-3').id, true, SAM);
    const after = await pulledNotOut(db(), VENDOR_ID, 50);
    expect(after.count).toBe(before.count + 1);
    const row = after.orders.find((each) => each.requestId === staged.requestId)!;
    expect(row).toMatchObject({ linesPulled: 2, pickUpOn: '2027-08-02' });
    expect(row.orderNumber).toMatch(/^ORD-2027-\d{6}$/);
    expect(after.orders.map((each) => each.requestId)).not.toContain(untouched.requestId);
    for (const location of ['P-1', 'P-3']) {
      const out = await moveLine(db(), staged.lineOf(location).id, 'checkOut', 'staff', { now: NOW, today: '2027-08-02' });
      expect(out.ok).toBe(true);
    }
    const gone = await pulledNotOut(db(), VENDOR_ID, 50);
    expect(gone.orders.map((each) => each.requestId)).not.toContain(staged.requestId);
    expect(gone.count).toBe(before.count);
  });
});
