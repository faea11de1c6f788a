import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, holdRequests, items, vendorUsers } from '@/lib/db/schema';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { staffMoveLines } from './bulk-moves';
import { lineStatusWords } from './line-status-words';
import { moveLine } from './move-line';
import { staffMoveLine, type StaffLineMove } from './staff-move-line';
import { sweepHolds } from './sweep-holds';

const STAFF = { uid: 'staff-desk', name: 'Dana at the desk' };
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 8, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 1 });
});

const MINUTE = 60_000;
// Saturday 28 November 2026, 15:00 in Los Angeles (the demo house's zone): the clerk's afternoon.
const SATURDAY = Date.parse('2026-11-28T23:00:00Z');
const TODAY = '2026-11-28';
// Midnight at the end of Saturday, and of Sunday, in Los Angeles.
const END_OF_SATURDAY = Date.parse('2026-11-29T08:00:00Z');
const END_OF_SUNDAY = Date.parse('2026-11-30T08:00:00Z');

const lineOf = async (lineId: string) => (await db().select().from(holdLines).where(eq(holdLines.id, lineId)))[0]!;
const stateOf = async (lineId: string) => (await lineOf(lineId)).state;
const words = async (lineId: string) => {
  const line = await lineOf(lineId);
  const [request] = await db().select().from(holdRequests).where(eq(holdRequests.id, line.requestId));
  return lineStatusWords({ ...line, state: line.state as never }, { ...request!, kind: 'hold' }, tenant.holds, {
    locale: 'en-US',
    timeZone: tenant.vendor.timezone,
    requestType: 'Hold',
  });
};
const staffMove = (lineId: string, event: StaffLineMove['event'], now: number, house = tenant) =>
  staffMoveLine(db(), house, { lineId, event, reason: '', offerAlternates: false, conditionNote: '', missingUnits: 0 }, { audit: STAFF, today: TODAY, now });

describe('issue 36 §1: holds that fit the way crews work', () => {
  it('a Saturday: pick-up today and tomorrow, "Accept all that fit", and the lines stay on hold through two sweeps and until the end of their pick-up day', async () => {
    const [lamp, sofa, rug] = itemIds as [string, string, string];
    const today = await customerRequest(db(), fixture.auth, [lamp, sofa], { now: SATURDAY, pickUpOn: TODAY, returnOn: '2026-12-05' });
    const tomorrow = await customerRequest(db(), fixture.auth, [rug], { now: SATURDAY, pickUpOn: '2026-11-29', returnOn: '2026-12-06' });
    // Another production waits behind today's lamp.
    const behind = await customerRequest(db(), fixture.auth, [lamp], { now: SATURDAY, pickUpOn: TODAY, returnOn: '2026-12-05' });
    for (const request of [today, tomorrow]) {
      const answer = await staffMoveLines(
        db(),
        tenant,
        { requestId: request.requestId, event: 'accept', lineIds: [], reason: '' },
        { audit: STAFF, today: TODAY },
      );
      expect(answer.ok).toBe(true);
    }
    expect(await moveLine(db(), behind.lineIds[0]!, 'queue', 'staff', { now: SATURDAY })).toMatchObject({ ok: true });
    const held = [...today.lineIds, ...tomorrow.lineIds];
    await db()
      .update(vendorUsers)
      .set({ subscriptions: sql`jsonb_set(${vendorUsers.subscriptions}, '{reminders,isSubscribed}', 'true')` })
      .where(eq(vendorUsers.uid, today.owner.uid));
    expect(await Promise.all(held.map(stateOf))).toEqual(['held', 'held', 'held']);
    // Accepted at the real clock (bulk moves take no clock); read as the clerk sees it a moment later.
    for (const lineId of held)
      await db()
        .update(holdLines)
        .set({ heldAt: new Date(SATURDAY) })
        .where(eq(holdLines.id, lineId));
    expect(await words(today.lineIds[0]!)).toBe('On hold until Sat Nov 28, end of day');
    expect(await words(tomorrow.lineIds[0]!)).toBe('On hold until Sun Nov 29, end of day');

    // The sweep runs every minute: twice, and nothing ends, nobody behind is promoted.
    expect(await sweepHolds(db(), tenant, SATURDAY + MINUTE)).toMatchObject({ expired: 0, promoted: 0 });
    expect(await sweepHolds(db(), tenant, SATURDAY + 2 * MINUTE)).toMatchObject({ expired: 0, promoted: 0 });
    expect(await Promise.all(held.map(stateOf))).toEqual(['held', 'held', 'held']);
    expect(await stateOf(behind.lineIds[0]!)).toBe('secondHold');
    // Told its end when accepted, a rush is not reminded of it a minute later.
    expect((await outboxFor(db(), 'email', today.email)).map((message) => message.subject)).not.toContainEqual(expect.stringMatching(/ends within a day/));

    // The last moment of Saturday still holds; at its end today's lines end and the lamp goes to the production behind.
    expect(await sweepHolds(db(), tenant, END_OF_SATURDAY - 1)).toMatchObject({ expired: 0 });
    expect(await sweepHolds(db(), tenant, END_OF_SATURDAY)).toMatchObject({ expired: 2, promoted: 1 });
    expect(await Promise.all(held.map(stateOf))).toEqual(['expired', 'expired', 'held']);
    expect(await stateOf(behind.lineIds[0]!)).toBe('held');
    // Promoted at midnight for a pick-up day that just ended: an hour, not a minute.
    expect(await sweepHolds(db(), tenant, END_OF_SATURDAY + MINUTE)).toMatchObject({ expired: 0 });
    expect(await sweepHolds(db(), tenant, END_OF_SUNDAY)).toMatchObject({ expired: 2 });
  });

  it('staff may confirm a rush straight from Requested when the paperwork allows; the customer may not, and what does not fit is refused', async () => {
    const [chair, table] = itemIds.slice(3) as [string, string];
    const rush = await customerRequest(db(), fixture.auth, [chair], { now: SATURDAY, pickUpOn: TODAY, returnOn: '2026-12-05' });
    const noCards = { ...tenant, hasCreditCardAuth: false };
    // The house takes cards: the card first, as for any confirm.
    expect(await staffMove(rush.lineIds[0]!, 'confirm', SATURDAY)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/^The card is not authorised yet/) },
    });
    expect(await moveLine(db(), rush.lineIds[0]!, 'confirm', 'customer', { now: SATURDAY, owner: rush.owner })).toMatchObject({
      ok: false,
      error: { code: 'refused' },
    });
    const confirmed = await staffMove(rush.lineIds[0]!, 'confirm', SATURDAY, noCards);
    expect(confirmed).toMatchObject({ ok: true, data: { from: 'requested', to: 'confirmed', orderNumber: expect.stringMatching(/^ORD-2026-/) } });
    // The chair is confirmed for those days: another rush for it does not fit.
    const late = await customerRequest(db(), fixture.auth, [chair, table], { now: SATURDAY, pickUpOn: TODAY, returnOn: '2026-12-05' });
    expect(await staffMove(late.lineIds[0]!, 'confirm', SATURDAY, noCards)).toMatchObject({
      ok: false,
      error: { message: 'Does not fit those days: 0 of 1 free.' },
    });
    expect(await stateOf(late.lineIds[0]!)).toBe('requested');
  });

  it('"Hold again": an expired or released line is held anew while its units are free, with a fresh end, and refused once they are taken', async () => {
    const [mirror, clock] = itemIds.slice(5) as [string, string];
    const first = await customerRequest(db(), fixture.auth, [mirror, clock], { now: SATURDAY, pickUpOn: TODAY, returnOn: '2026-12-05' });
    const [mirrorLine, clockLine] = first.lineIds as [string, string];
    await moveLine(db(), mirrorLine, 'accept', 'staff', { now: SATURDAY });
    await moveLine(db(), clockLine, 'release', 'staff', { now: SATURDAY });
    await sweepHolds(db(), tenant, END_OF_SATURDAY);
    expect(await stateOf(mirrorLine)).toBe('expired');
    expect(await moveLine(db(), mirrorLine, 'revive', 'customer', { now: END_OF_SATURDAY, owner: first.owner })).toMatchObject({ ok: false });

    const sunday = END_OF_SATURDAY + 10 * 3_600_000;
    expect(await staffMove(mirrorLine, 'revive', sunday)).toMatchObject({ ok: true, data: { from: 'expired', to: 'held' } });
    expect((await lineOf(mirrorLine)).heldAt?.getTime()).toBe(sunday);
    // Its pick-up day is over: held for the hour staff and crew need, never ended on the spot.
    expect(await sweepHolds(db(), tenant, sunday + MINUTE)).toMatchObject({ expired: 0 });

    // The clock was released, and another production took it: "Hold again" is refused, and nothing changes.
    const other = await customerRequest(db(), fixture.auth, [clock], { now: SATURDAY, pickUpOn: TODAY, returnOn: '2026-12-05' });
    expect(await moveLine(db(), other.lineIds[0]!, 'accept', 'staff', { now: SATURDAY })).toMatchObject({ ok: true });
    expect(await staffMove(clockLine, 'revive', SATURDAY + MINUTE)).toMatchObject({ ok: false, error: { message: 'Does not fit those days: 0 of 1 free.' } });
    expect(await stateOf(clockLine)).toBe('released');
  });

  it('"Hold again" pressed for two ended lines of one unit at once, many times over: the database holds exactly one', async () => {
    const [vase] = itemIds.slice(7) as [string];
    const ended: string[] = [];
    for (let index = 0; index < 4; index++) {
      const request = await customerRequest(db(), fixture.auth, [vase], { now: SATURDAY, pickUpOn: '2026-12-10', returnOn: '2026-12-17' });
      await moveLine(db(), request.lineIds[0]!, 'release', 'staff', { now: SATURDAY });
      ended.push(request.lineIds[0]!);
    }
    const answers = await Promise.all(ended.flatMap((lineId) => [0, 1, 2].map(() => staffMove(lineId, 'revive', SATURDAY + MINUTE))));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect((await Promise.all(ended.map(stateOf))).filter((state) => state === 'held')).toHaveLength(1);
  });
});
