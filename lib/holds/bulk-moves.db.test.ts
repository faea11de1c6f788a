import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdLines, items } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { staffMoveLines } from './bulk-moves';
import { moveLine } from './move-line';

const STAFF = { uid: 'staff-desk', name: 'Dana at the desk' };
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 1 });
});

const stateOf = async (lineId: string) => (await db().select({ state: holdLines.state }).from(holdLines).where(eq(holdLines.id, lineId)))[0]?.state;
const bulk = (requestId: string, event: 'accept' | 'decline', lineIds: string[] = [], reason = '') =>
  staffMoveLines(db(), tenant, { requestId, event, lineIds, reason }, { audit: STAFF, today: '2027-03-02' });

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
