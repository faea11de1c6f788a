import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, holdRequests, items } from '@/lib/db/schema';
import { createProduction } from '@/lib/productions/create-production';
import { productionSchema } from '@/lib/productions/production-schema';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { staffMoveLines, staffMoveRequests, type BulkEvent } from './bulk-moves';
import { moveLine } from './move-line';
import { listHoldRequestsForStaff } from './read-holds';
import { staffMoveLine } from './staff-move-line';
import { queueSearch } from './queue-search';

const STAFF = { uid: 'staff-desk', name: 'Dana at the desk' };
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 16, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 1 });
});

const stateOf = async (lineId: string) => (await db().select({ state: holdLines.state }).from(holdLines).where(eq(holdLines.id, lineId)))[0]?.state;
const bulk = (requestId: string, event: BulkEvent, lineIds: string[] = [], reason = '', anyway = false) =>
  staffMoveLines(db(), tenant, { requestId, event, lineIds, reason, anyway }, { audit: STAFF, today: '2027-03-02' });
/** Props 7 to 16 (one unit each): the tests of issue 36 take each its own. */
const prop = (index: number) => itemIds[6 + index]!;

describe('issue 25 §2: acting on a request’s lines together', () => {
  it('issue 25 §2: "Accept all that fit" accepts the lines that fit and the database refuses the one that does not, one result per line', async () => {
    const [free1, free2, taken] = itemIds as [string, string, string];
    const other = await customerRequest(db(), fixture.auth, [taken]);
    expect(await moveLine(db(), other.lineIds[0]!, 'accept', 'staff')).toMatchObject({ ok: true });
    const request = await customerRequest(db(), fixture.auth, [free1, free2, taken]);

    const answer = await bulk(request.requestId, 'accept');
    if (!answer.ok) throw answer.error;
    expect(answer.data.results.map((result) => result.ok)).toEqual([true, true, false]);
    expect(answer.data.results[0]!.words).toMatch(/: accepted, on hold\.$/);
    expect(answer.data.results[2]!.words).toMatch(/: Does not fit those days: 0 of 1 free\.$/);
    expect(await Promise.all(request.lineIds.map(stateOf))).toEqual(['held', 'held', 'requested']);

    // Nothing left that fits: the one line waiting is refused again, and stays as it was.
    const again = await bulk(request.requestId, 'accept');
    expect(again).toMatchObject({ ok: true, data: { results: [{ ok: false }] } });
  });

  it('issue 25 §2: "Decline selected" declines the chosen lines with one reason, and only lines of that request', async () => {
    const request = await customerRequest(db(), fixture.auth, [itemIds[3]!, itemIds[4]!]);
    const stranger = await customerRequest(db(), fixture.auth, [itemIds[5]!]);
    const answer = await bulk(request.requestId, 'decline', [request.lineIds[0]!, stranger.lineIds[0]!], 'Out for repair');
    expect(answer).toMatchObject({ ok: true, data: { results: [{ ok: true, words: expect.stringMatching(/: declined\.$/) }] } });
    expect(await stateOf(request.lineIds[0]!)).toBe('declined');
    expect((await db().select({ reason: holdLines.reason }).from(holdLines).where(eq(holdLines.id, request.lineIds[0]!)))[0]?.reason).toBe('Out for repair');
    expect(await stateOf(request.lineIds[1]!)).toBe('requested');
    expect(await stateOf(stranger.lineIds[0]!)).toBe('requested');
    expect(await bulk(request.requestId, 'decline', [], 'x')).toMatchObject({ ok: false, error: { message: 'Choose the lines to decline.' } });
  });
});

describe('issue 36 §2: the rest, all confirmed, several requests at once, refusals for a person', () => {
  it('"Second hold for the rest" makes every line still requested after "Accept all that fit" a second hold; "Confirm all" confirms every line on hold', async () => {
    const [free1, taken] = [prop(0), prop(1)];
    const other = await customerRequest(db(), fixture.auth, [taken]);
    expect(await moveLine(db(), other.lineIds[0]!, 'accept', 'staff')).toMatchObject({ ok: true });
    const request = await customerRequest(db(), fixture.auth, [free1, taken]);
    expect(await bulk(request.requestId, 'accept')).toMatchObject({ ok: true, data: { results: [{ ok: true }, { ok: false }] } });

    const rest = await bulk(request.requestId, 'queue');
    if (!rest.ok) throw rest.error;
    expect(rest.data.results).toEqual([{ lineId: request.lineIds[1], ok: true, words: expect.stringMatching(/: second hold\.$/) }]);
    expect(await Promise.all(request.lineIds.map(stateOf))).toEqual(['held', 'secondHold']);
    expect(await bulk(request.requestId, 'queue')).toMatchObject({ ok: false, error: { message: 'No line of this request is waiting for an answer.' } });

    // The house takes cards: the card is authorised first, as a single Confirm needs.
    await db().update(holdRequests).set({ cardMethod: 'paper', cardAuthorisedAt: new Date() }).where(eq(holdRequests.id, request.requestId));
    const all = await bulk(request.requestId, 'confirm');
    if (!all.ok) throw all.error;
    expect(all.data.results).toEqual([{ lineId: request.lineIds[0], ok: true, words: expect.stringMatching(/: confirmed\.$/) }]);
    expect(await Promise.all(request.lineIds.map(stateOf))).toEqual(['confirmed', 'secondHold']);
    expect(await bulk(request.requestId, 'confirm')).toMatchObject({ ok: false, error: { message: 'No line of this request is on hold to confirm.' } });
  });

  it('"Confirm all" follows the paperwork rules of a single Confirm: a question where the house warns (yes confirms), refused where it refuses', async () => {
    const request = await customerRequest(db(), fixture.auth, [prop(2), prop(3)]);
    const made = await createProduction(db(), request.owner, productionSchema.parse({ title: 'Night Shift', terms: 'card' }), STAFF, new Date());
    if (!made.ok) throw made.error;
    await db()
      .update(holdRequests)
      .set({ productionId: made.data.productionId, cardMethod: 'paper', cardAuthorisedAt: new Date() })
      .where(eq(holdRequests.id, request.requestId));
    await bulk(request.requestId, 'accept');
    const refusing = { ...tenant, billing: { ...tenant.billing, paperworkCheck: 'refuse' as const } };
    const refused = await staffMoveLines(
      db(),
      refusing,
      { requestId: request.requestId, event: 'confirm', lineIds: [], reason: '', anyway: true },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(refused).toMatchObject({
      ok: true,
      data: { results: [{ ok: false, words: expect.stringMatching(/: No valid certificate of insurance\.$/) }, { ok: false }] },
    });
    const warning = { ...tenant, billing: { ...tenant.billing, paperworkCheck: 'warn' as const } };
    const asked = await staffMoveLines(
      db(),
      warning,
      { requestId: request.requestId, event: 'confirm', lineIds: [], reason: '' },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(asked).toMatchObject({
      ok: true,
      data: { results: [{ ok: false, words: expect.stringMatching(/: No valid certificate of insurance: confirm anyway\?$/) }, { ok: false }] },
    });
    expect(await Promise.all(request.lineIds.map(stateOf))).toEqual(['held', 'held']);
    // One line alone asks the same.
    const one = { lineId: request.lineIds[0]!, event: 'confirm' as const, reason: '', offerAlternates: false, conditionNote: '', missingUnits: 0 };
    expect(await staffMoveLine(db(), warning, one, { audit: STAFF, today: '2027-03-02' })).toMatchObject({
      ok: false,
      error: { message: 'No valid certificate of insurance: confirm anyway?', reason: 'PAPERWORK_QUESTION' },
    });
    const yes = await staffMoveLines(
      db(),
      warning,
      { requestId: request.requestId, event: 'confirm', lineIds: [], reason: '', anyway: true },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(yes).toMatchObject({ ok: true, data: { results: [{ ok: true }, { ok: true }] } });
    expect(await Promise.all(request.lineIds.map(stateOf))).toEqual(['confirmed', 'confirmed']);
  });

  it('a move refused for the line’s state is worded for a person: "Already a second hold", never "secondHold" or "queueed"', async () => {
    // Held by another production first: a second hold on a free prop is moved up at once.
    const other = await customerRequest(db(), fixture.auth, [prop(4)]);
    await moveLine(db(), other.lineIds[0]!, 'accept', 'staff');
    const request = await customerRequest(db(), fixture.auth, [prop(4)]);
    const [lineId] = request.lineIds as [string];
    const move = (event: 'accept' | 'queue' | 'decline') =>
      staffMoveLine(
        db(),
        tenant,
        { lineId, event, reason: '', offerAlternates: false, conditionNote: '', missingUnits: 0 },
        { audit: STAFF, today: '2027-03-02' },
      );
    expect(await move('queue')).toMatchObject({ ok: true });
    expect(await move('queue')).toMatchObject({ ok: false, error: { message: 'Already a second hold.' } });
    expect(await move('accept')).toMatchObject({ ok: false, error: { message: 'That line is a second hold: it cannot be accepted now.' } });
    expect(await move('decline')).toMatchObject({ ok: true });
    expect(await move('decline')).toMatchObject({ ok: false, error: { message: 'Already declined.' } });
    const again = await bulk(request.requestId, 'accept', [lineId]);
    expect(again).toMatchObject({
      ok: true,
      data: { results: [{ ok: false, words: expect.stringMatching(/: That line is declined: it cannot be accepted now\.$/) }] },
    });
  });

  it('the queue’s table answers several requests at once, each on its lines not answered yet; a request of another house is not found', async () => {
    const other = await customerRequest(db(), fixture.auth, [prop(6)]);
    await moveLine(db(), other.lineIds[0]!, 'accept', 'staff');
    const first = await customerRequest(db(), fixture.auth, [prop(5), prop(6)]);
    const second = await customerRequest(db(), fixture.auth, [prop(7)]);
    await bulk(first.requestId, 'queue', [first.lineIds[1]!]);
    const answer = await staffMoveRequests(
      db(),
      tenant,
      { requestIds: [first.requestId, second.requestId, 'no-such-request'], event: 'accept', reason: '' },
      { audit: STAFF, today: '2027-03-02' },
    );
    if (!answer.ok) throw answer.error;
    expect(answer.data.requests.map((request) => [request.requestId, request.ok, request.words.length])).toEqual([
      [first.requestId, true, 1],
      [second.requestId, true, 1],
      ['no-such-request', false, 1],
    ]);
    expect(answer.data.requests[2]!.words).toEqual(['We could not find that request.']);
    // The second hold is not accepted (it waits behind another's): only the line still requested was.
    expect(await Promise.all([...first.lineIds, ...second.lineIds].map(stateOf))).toEqual(['held', 'secondHold', 'held']);

    const declined = await staffMoveRequests(
      db(),
      tenant,
      { requestIds: [first.requestId], event: 'decline', reason: 'Booked' },
      { audit: STAFF, today: '2027-03-02' },
    );
    expect(declined).toMatchObject({ ok: true, data: { requests: [{ ok: true, words: [expect.stringMatching(/: declined\.$/)] }] } });
    expect(await Promise.all(first.lineIds.map(stateOf))).toEqual(['held', 'declined']);
    expect(await staffMoveRequests(db(), tenant, { requestIds: [], event: 'accept', reason: '' }, { audit: STAFF, today: '2027-03-02' })).toMatchObject({
      ok: false,
      error: { message: 'Tick the requests to answer first.' },
    });
  });

  it('a request with no line left open leaves the default queue view; it stays in "All" and in a search', async () => {
    const request = await customerRequest(db(), fixture.auth, [prop(8), prop(9)]);
    const queue = async (view: 'newest' | 'all', q = '') =>
      (await listHoldRequestsForStaff(db(), tenant.vendor.id, view, '2027-03-02', 500, queueSearch({ q }))).some((one) => one.id === request.requestId);
    expect(await queue('newest')).toBe(true);
    await bulk(request.requestId, 'accept');
    // As the sweep leaves them (sweep-holds.ts): one line expired, the other still on hold, so still open.
    await db()
      .update(holdLines)
      .set({ state: 'expired' })
      .where(inArray(holdLines.id, [request.lineIds[0]!]));
    expect(await queue('newest')).toBe(true);
    await db().update(holdLines).set({ state: 'expired' }).where(inArray(holdLines.id, request.lineIds));
    expect(await queue('newest')).toBe(false);
    expect(await queue('all')).toBe(true);
    expect(await queue('newest', request.email)).toBe(true);
  });
});
