import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { items } from '@/lib/db/schema';
import { endOfHouseDay } from '@/lib/house/clock';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { holdsEndingBefore } from './read-holds';
import { moveLine } from './move-line';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Sent on Monday 1 March 2027 at 10:00 in Los Angeles; pick-up on 5 April, far enough for the hold's ten days.
const SENT = Date.parse('2027-03-01T18:00:00Z');
const house = { timeZone: tenant.vendor.timezone, holds: tenant.holds };
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 1 });
});

const request = (index: number) => customerRequest(db(), fixture.auth, [itemIds[index]!], { now: SENT, pickUpOn: '2027-04-05', returnOn: '2027-04-12' });

describe('issue 38 §5: holds ending tonight', () => {
  it('lists the requests whose hold or challenge ends before the end of the house’s day, by the hold rule, soonest first', async () => {
    const heldFirst = await request(0);
    const heldLater = await request(1);
    const challenged = await request(2);
    const notAnswered = await request(3);
    await moveLine(db(), heldFirst.lineIds[0]!, 'accept', 'staff', { now: SENT });
    await moveLine(db(), heldLater.lineIds[0]!, 'accept', 'staff', { now: SENT + 2 * DAY });
    await moveLine(db(), challenged.lineIds[0]!, 'accept', 'staff', { now: SENT + 2 * DAY });
    // A challenge on the 9th gives the holder 24 hours: it ends on the 10th at 10:00 in Los Angeles.
    await moveLine(db(), challenged.lineIds[0]!, 'challenge', 'staff', { now: SENT + 8 * DAY });

    // The house's 10 March: the challenge ends that night; the first hold (ten days from 1 March, 10:00) ends the next day.
    const ten = await holdsEndingBefore(db(), VENDOR_ID, endOfHouseDay('2027-03-10', house.timeZone), house);
    expect(ten).toEqual([{ requestId: challenged.requestId, endsAt: SENT + 9 * DAY }]);
    // The 11th: the first hold too, soonest first; the hold accepted on the 3rd ends on the 13th; an unanswered request holds nothing.
    const eleven = await holdsEndingBefore(db(), VENDOR_ID, endOfHouseDay('2027-03-11', house.timeZone), house);
    expect(eleven.map((ending) => ending.requestId)).toEqual([challenged.requestId, heldFirst.requestId]);
    expect(eleven[1]!.endsAt).toBe(SENT + 10 * DAY);
    expect(eleven.map((ending) => ending.requestId)).not.toContain(notAnswered.requestId);
  });
});
