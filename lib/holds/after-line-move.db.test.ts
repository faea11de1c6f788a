import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, items, vendorUsers } from '@/lib/db/schema';
import { updateItem } from '@/lib/inventory/save-item';
import { outboxFor } from '@/lib/notifications/dev-outbox';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { addItemBlock } from './add-item-block';
import { releaseRequest, moveOwnLine } from './customer-moves';
import { endItemBlock } from './end-item-block';
import { moveLine } from './move-line';
import { staffMoveLine, type StaffLineMove } from './staff-move-line';
import { sweepHolds } from './sweep-holds';

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-desk', name: 'Dana at the desk' };
const SENT = Date.parse('2027-03-01T18:00:00Z');
const DAY = 86_400_000;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];
let nextItem = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 12, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 1 });
});

/** A prop of one unit no other test uses. */
const freshProp = () => itemIds[nextItem++]!;
const request = (itemId: string, days: { pickUpOn?: string; returnOn?: string } = {}) => customerRequest(db(), fixture.auth, [itemId], { now: SENT, ...days });
const stateOf = async (lineId: string) => (await db().select({ state: holdLines.state }).from(holdLines).where(eq(holdLines.id, lineId)))[0]?.state;
const subjects = async (email: string) =>
  (await outboxFor(db(), 'email', email))
    .map((message) => message.subject)
    // Not the sign-up's email, nor the receipt of the request sent (decision 142).
    .filter((subject) => !subject?.startsWith('Confirm your email') && !subject?.includes(' received: '));
const unreadOf = async (uid: string) =>
  (await db().select({ stats: vendorUsers.stats }).from(vendorUsers).where(eq(vendorUsers.uid, uid)))[0]?.stats.unreadNotificationCount;
const staffMove = (lineId: string, event: StaffLineMove['event'], extra: Partial<StaffLineMove> = {}, today = '2027-03-02') =>
  staffMoveLine(
    db(),
    tenant,
    { lineId, event, reason: '', offerAlternates: false, conditionNote: '', missingUnits: 0, ...extra },
    { audit: STAFF, today, now: SENT + DAY },
  );

/** One unit held by a first production, and a second production waiting behind it on a second hold. */
async function heldAndWaiting(itemId = freshProp()) {
  const holder = await request(itemId);
  const waiting = await request(itemId);
  expect(await moveLine(db(), holder.lineIds[0]!, 'accept', 'staff', { now: SENT })).toMatchObject({ ok: true });
  expect(await moveLine(db(), waiting.lineIds[0]!, 'queue', 'staff', { now: SENT })).toMatchObject({ ok: true });
  return { itemId, holder, waiting, holderLine: holder.lineIds[0]!, waitingLine: waiting.lineIds[0]! };
}

/** The waiting production is on hold now, told so by email, and their unread count says so. */
async function expectPromoted(waiting: Awaited<ReturnType<typeof request>>) {
  expect(await stateOf(waiting.lineIds[0]!)).toBe('held');
  expect(await subjects(waiting.email)).toContain(
    `Now on hold: ${(await db().select({ title: holdLines.title }).from(holdLines).where(eq(holdLines.id, waiting.lineIds[0]!)))[0]!.title}`,
  );
  // The line the customer has not looked at since it moved, counted for the header's badge.
  expect(await unreadOf(waiting.owner.uid)).toBe(1);
}

describe('issue 25 §5: units freed by any cause go at once to the second hold waiting', () => {
  it('issue 25 §5: a staff release promotes the waiting hold at once', async () => {
    const { holderLine, waiting } = await heldAndWaiting();
    expect(await staffMove(holderLine, 'release')).toMatchObject({ ok: true, data: { to: 'released', promoted: 1 } });
    await expectPromoted(waiting);
  });

  it("issue 25 §5: a customer's own release promotes the waiting hold at once", async () => {
    const { holder, holderLine, waiting } = await heldAndWaiting();
    expect(await moveOwnLine(db(), tenant, holder.owner, holderLine, 'release', SENT + DAY)).toEqual({ ok: true, data: null });
    await expectPromoted(waiting);
  });

  it('issue 25 §5: a decline is told and counted through the same path, and promotes nobody, since a requested line held no units', async () => {
    const { holderLine, waitingLine } = await heldAndWaiting();
    const third = await request(itemIds[nextItem - 1]!);
    expect(await staffMove(third.lineIds[0]!, 'decline', { reason: 'Out for repair' })).toMatchObject({ ok: true, data: { to: 'declined', promoted: 0 } });
    expect(await subjects(third.email)).toEqual([expect.stringMatching(/^Declined: /)]);
    expect(await unreadOf(third.owner.uid)).toBe(1);
    expect(await stateOf(holderLine)).toBe('held');
    expect(await stateOf(waitingLine)).toBe('secondHold');
  });

  it('issue 25 §5: a check-in promotes the hold waiting on the days after the return at once', async () => {
    const itemId = freshProp();
    const holder = await request(itemId);
    const waiting = await request(itemId, { pickUpOn: '2027-03-15', returnOn: '2027-03-22' });
    const line = holder.lineIds[0]!;
    for (const event of ['accept', 'confirm', 'checkOut'] as const)
      expect(await moveLine(db(), line, event, 'staff', { now: SENT })).toMatchObject({ ok: true });
    expect(await moveLine(db(), waiting.lineIds[0]!, 'queue', 'staff', { now: SENT })).toMatchObject({ ok: true });
    // Back early on the 10th: the turnaround ends before the next pick-up on the 15th.
    expect(await staffMove(line, 'checkIn', {}, '2027-03-10')).toMatchObject({ ok: true, data: { to: 'returned', promoted: 1 } });
    await expectPromoted(waiting);
  });

  it('issue 25 §5: ending a block promotes the hold waiting for its units at once', async () => {
    const itemId = freshProp();
    const blocked = await addItemBlock(db(), VENDOR, { itemId, quantity: 1, from: '2027-03-02', to: '2027-03-31', reason: 'repair', note: '' }, STAFF, {
      today: '2027-03-02',
      locale: tenant.locale,
    });
    if (!blocked.ok) throw blocked.error;
    const waiting = await request(itemId);
    expect(await moveLine(db(), waiting.lineIds[0]!, 'queue', 'staff', { now: SENT })).toMatchObject({ ok: true });
    const ended = await endItemBlock(db(), VENDOR, blocked.data.blockId, STAFF, { today: '2027-03-05', now: new Date(SENT + 4 * DAY), house: tenant });
    expect(ended).toMatchObject({ ok: true, data: { removed: false, promoted: 1 } });
    await expectPromoted(waiting);
  });

  it("issue 25 §5: raising a prop's quantity promotes the hold waiting for it at once", async () => {
    const { itemId, holderLine, waiting } = await heldAndWaiting();
    const [row] = await db().select().from(items).where(eq(items.id, itemId));
    const saved = await updateItem(db(), VENDOR, itemId, { ...row!, quantity: 2 }, STAFF, { today: '2027-03-02', house: tenant });
    expect(saved).toMatchObject({ ok: true, data: { changed: ['quantity'] } });
    await expectPromoted(waiting);
    expect(await stateOf(holderLine)).toBe('held');
  });

  it('issue 25 §5: an expiry promotes the waiting hold in the same sweep', async () => {
    const { holderLine, waiting } = await heldAndWaiting();
    const swept = await sweepHolds(db(), tenant, SENT + 10 * DAY);
    expect(swept.expired).toBeGreaterThanOrEqual(1);
    expect(await stateOf(holderLine)).toBe('expired');
    await expectPromoted(waiting);
  });

  it('issue 25 §5: when two wait, the oldest second hold is promoted and the newer keeps waiting', async () => {
    const { itemId, holderLine, waiting } = await heldAndWaiting();
    const newer = await request(itemId);
    expect(await moveLine(db(), newer.lineIds[0]!, 'queue', 'staff', { now: SENT })).toMatchObject({ ok: true });
    expect(await staffMove(holderLine, 'release')).toMatchObject({ ok: true, data: { promoted: 1 } });
    await expectPromoted(waiting);
    expect(await stateOf(newer.lineIds[0]!)).toBe('secondHold');
  });
});

describe('issue 25 §5: "Release all" is one transaction', () => {
  it('issue 25 §5: when one line cannot be released, none is; then all are, and the hold waiting is promoted', async () => {
    const [first, second] = [freshProp(), freshProp()];
    const holder = await customerRequest(db(), fixture.auth, [first, second], { now: SENT });
    for (const lineId of holder.lineIds) expect(await moveLine(db(), lineId, 'accept', 'staff', { now: SENT })).toMatchObject({ ok: true });
    const waiting = await request(first);
    expect(await moveLine(db(), waiting.lineIds[0]!, 'queue', 'staff', { now: SENT })).toMatchObject({ ok: true });
    // The database refuses the second line's release (as it would a line moved under the customer).
    const refused = holder.lineIds[1]!;
    await db().execute(
      sql.raw(`create function refuse_release() returns trigger language plpgsql as $$ begin
        if new.id = '${refused}' and new.state = 'released' then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await db().execute(sql.raw('create trigger refuse_release before update on hold_lines for each row execute function refuse_release()'));
    await expect(releaseRequest(db(), tenant, holder.owner, holder.requestId, SENT + DAY)).rejects.toThrow();
    expect(await Promise.all(holder.lineIds.map(stateOf))).toEqual(['held', 'held']);
    expect(await stateOf(waiting.lineIds[0]!)).toBe('secondHold');

    await db().execute(sql.raw('drop trigger refuse_release on hold_lines'));
    await db().execute(sql.raw('drop function refuse_release()'));
    expect(await releaseRequest(db(), tenant, holder.owner, holder.requestId, SENT + DAY)).toEqual({ ok: true, data: { released: 2 } });
    expect(await Promise.all(holder.lineIds.map(stateOf))).toEqual(['released', 'released']);
    await expectPromoted(waiting);
  });
});
