import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, holdLines, holdRequests, items, vendorUsers } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdRequestSchema } from '@/lib/holds/hold-request-schema';
import { moveLine } from '@/lib/holds/move-line';
import { requestHold, type Requester } from '@/lib/holds/request-hold';
import { addToSetListSchema } from '@/lib/set-lists/set-list-schema';
import { addToSetList } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { moveBookedTimesSchema } from './booked-time-field';
import { byHour, daySchedule } from './day-schedule';
import { dockLoad } from './dock-load';
import { moveBookedTimes } from './move-booked-times';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
let itemId = '';
beforeAll(async () => {
  await seedCatalog(db(), { items: 3, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemId = (await db().select({ id: items.id }).from(items).orderBy(items.id).limit(1))[0]!.id;
  await db().update(items).set({ quantity: 500 });
});

// A fixed clock: Monday 1 March 2027, 10:00 in Los Angeles. Monday 8 March is a working day (09:00–17:00).
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-booked-times', name: 'Sam at the dock' };

async function customer(): Promise<{ requester: Requester; setListId: string }> {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  await db()
    .update(vendorUsers)
    .set({ isAuthorized: true, firstName: 'Dana', lastName: `Reyes ${account.userId.slice(0, 4)}` })
    .where(eq(vendorUsers.uid, account.userId));
  const requester: Requester = { vendorId: VENDOR_ID, uid: account.userId, isAuthorized: true };
  const added = await addToSetList(db(), requester, addToSetListSchema.parse({ itemId, setListId: 'new', newName: 'Diner', quantity: '1' }));
  if (!added.ok) throw added.error;
  return { requester, setListId: added.data.setListId };
}

/** A new customer's request for Monday 8 to Tuesday 16 March with these fields. */
async function book(fields: Record<string, string> = {}, house = tenant, now = NOW) {
  const { requester, setListId } = await customer();
  const input = holdRequestSchema.parse({
    setListId,
    pickUpOn: '2027-03-08',
    returnOn: '2027-03-16',
    fulfilment: 'pickUp',
    production: 'Night Shift',
    ...fields,
  });
  return requestHold(db(), requester, input, house, now);
}
const refusal = (answer: Awaited<ReturnType<typeof book>>) => (answer.ok ? null : { message: answer.error.message, fieldErrors: answer.error.fieldErrors });
const requestRow = async (id: string) => (await db().select().from(holdRequests).where(eq(holdRequests.id, id)))[0]!;

describe('issue 38 §4: booked pick-up and return times', () => {
  it('a crew member books a pick-up and a return time with the request; none booked is "any time" (null)', async () => {
    const booked = await book({ pickUpTime: '14:00', returnTime: '10:30' });
    if (!booked.ok) throw booked.error;
    expect(await requestRow(booked.data.requestId)).toMatchObject({ pickUpTime: '14:00', returnTime: '10:30' });
    const open = await book();
    if (!open.ok) throw open.error;
    expect(await requestRow(open.data.requestId)).toMatchObject({ pickUpTime: null, returnTime: null });
  });

  it('refuses in words a closed day, a time outside the day’s hours or off the half hour, a time past today, a time that is not one', async () => {
    expect(refusal(await book({ pickUpOn: '2027-03-07', pickUpTime: '10:00' }))).toEqual({
      message: 'We are closed on Sundays: choose another day, or no time.',
      fieldErrors: { pickUpTime: 'We are closed on Sundays: choose another day, or no time.' },
    });
    expect(refusal(await book({ pickUpTime: '17:00' }))?.message).toBe(
      '17:00 is not a time we take on Mar 8, 2027: choose one from 09:00 to 16:30, on the half hour.',
    );
    expect(refusal(await book({ returnTime: '14:15' }))?.fieldErrors).toEqual({
      returnTime: '14:15 is not a time we take on Mar 16, 2027: choose one from 09:00 to 16:30, on the half hour.',
    });
    // Saturday closes at 13:00.
    expect(refusal(await book({ returnOn: '2027-03-13', returnTime: '13:00' }))?.message).toMatch(
      /^13:00 is not a time we take on Mar 13, 2027: choose one from 09:00 to 12:30/,
    );
    // At 10:00 on Monday 1 March, 10:00 that day is over and 10:30 is not.
    expect(refusal(await book({ pickUpOn: '2027-03-01', pickUpTime: '10:00' }))?.message).toBe('10:00 is over for today: choose a later time.');
    expect((await book({ pickUpOn: '2027-03-01', pickUpTime: '10:30' })).ok).toBe(true);
    expect(() => holdRequestSchema.parse({ setListId: 'x', pickUpOn: '2027-03-08', returnOn: '2027-03-16', fulfilment: 'pickUp', pickUpTime: '2pm' })).toThrow(
      'Choose a pick-up time from the list.',
    );
  });

  it('the dock takes its capacity an hour, pick-ups and returns together; a request whose lines all ended frees its place', async () => {
    const house = { ...tenant, dockCapacity: 2 };
    const first = await book({ pickUpOn: '2027-03-09', pickUpTime: '11:00' }, house);
    expect((await book({ pickUpOn: '2027-03-02', returnOn: '2027-03-09', returnTime: '11:30' }, house)).ok).toBe(true);
    expect(refusal(await book({ pickUpOn: '2027-03-09', pickUpTime: '11:00' }, house))).toEqual({
      message: 'The dock is full 11:00–12:00 on Mar 9: choose another time.',
      fieldErrors: { pickUpTime: 'The dock is full 11:00–12:00 on Mar 9: choose another time.' },
    });
    expect((await book({ pickUpOn: '2027-03-09', pickUpTime: '12:00' }, house)).ok).toBe(true);
    expect(Object.fromEntries(await dockLoad(db(), VENDOR_ID, '2027-03-09'))).toEqual({ '11': 2, '12': 1 });
    // Its one line declined, the first request no longer takes a place.
    if (!first.ok) throw first.error;
    const [line] = await db().select().from(holdLines).where(eq(holdLines.requestId, first.data.requestId));
    expect((await moveLine(db(), line!.id, 'decline', 'staff', { now: NOW })).ok).toBe(true);
    expect((await book({ pickUpOn: '2027-03-09', pickUpTime: '11:30' }, house)).ok).toBe(true);
    // One request's pick-up and return in the same hour of one day take two places.
    expect(
      refusal(await book({ pickUpOn: '2027-03-10', returnOn: '2027-03-10', pickUpTime: '09:00', returnTime: '09:30' }, { ...tenant, dockCapacity: 1 }))
        ?.message,
    ).toBe('The dock is full 09:00–10:00 on Mar 10: choose another time.');
  });

  it('many people booking the same hour at once: exactly the dock’s capacity is booked, the rest hear the dock is full', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => customer()));
    const answers = await Promise.all(
      people.map(({ requester, setListId }) =>
        requestHold(
          db(),
          requester,
          holdRequestSchema.parse({ setListId, pickUpOn: '2027-03-11', returnOn: '2027-03-18', fulfilment: 'pickUp', pickUpTime: '15:00' }),
          tenant,
          NOW,
        ),
      ),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(tenant.dockCapacity);
    for (const answer of answers.filter((answer) => !answer.ok))
      expect(refusal(answer)?.message).toBe('The dock is full 15:00–16:00 on Mar 11: choose another time.');
    expect(Object.fromEntries(await dockLoad(db(), VENDOR_ID, '2027-03-11'))).toEqual({ '15': tenant.dockCapacity });
  });

  it('staff set and move a request’s times on its page, within the hours and the dock; its own old time does not count against it; the move is in its history', async () => {
    const house = { ...tenant, dockCapacity: 1 };
    const booked = await book({ pickUpOn: '2027-03-12', pickUpTime: '09:00' }, house);
    const other = await book({ pickUpOn: '2027-03-12', pickUpTime: '10:00' }, house);
    if (!booked.ok || !other.ok) throw new Error('not booked');
    const move = (fields: Record<string, string>, requestId = booked.data.requestId) =>
      moveBookedTimes(db(), VENDOR_ID, moveBookedTimesSchema.parse({ requestId, ...fields }), house, STAFF);
    expect(await move({ pickUpTime: '09:30', returnTime: '16:00' })).toMatchObject({ ok: true, data: { pickUpTime: '09:30', returnTime: '16:00' } });
    expect(await requestRow(booked.data.requestId)).toMatchObject({ pickUpTime: '09:30', returnTime: '16:00' });
    const full = await move({ pickUpTime: '10:30' });
    expect(full.ok ? null : full.error.fieldErrors).toEqual({ pickUpTime: 'The dock is full 10:00–11:00 on Mar 12: choose another time.' });
    expect((await move({ pickUpTime: '', returnTime: '' })).ok).toBe(true);
    expect(await requestRow(booked.data.requestId)).toMatchObject({ pickUpTime: null, returnTime: null });
    const closed = await move({ pickUpTime: '08:00' });
    expect(closed.ok ? null : closed.error.message).toBe('08:00 is not a time we take on Mar 12, 2027: choose one from 09:00 to 16:30, on the half hour.');
    expect(
      await moveBookedTimes(db(), VENDOR_ID, moveBookedTimesSchema.parse({ requestId: 'no-such-request', pickUpTime: '09:00' }), house, STAFF),
    ).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
    // Another house's request is not found either.
    expect(await moveBookedTimes(db(), 'another-house', moveBookedTimesSchema.parse({ requestId: booked.data.requestId }), house, STAFF)).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
    const history = await db().select().from(auditLog).where(eq(auditLog.subjectId, booked.data.requestId));
    expect(history.map((entry) => [entry.action, entry.before, entry.after])).toContainEqual([
      'bookedTimes',
      { pickUpTime: '09:00', returnTime: null },
      { pickUpTime: '09:30', returnTime: '16:00' },
    ]);
  });

  it('the schedule lists a day’s pick-ups and returns by time with their order numbers, the unbooked after; an ended request is not on it', async () => {
    const day = '2027-03-15';
    const late = await book({ pickUpOn: day, pickUpTime: '15:30', production: 'Late Show' });
    const early = await book({ pickUpOn: day, pickUpTime: '09:00', production: 'Early Show' });
    const any = await book({ pickUpOn: day, production: 'Any Show' });
    const back = await book({ pickUpOn: '2027-03-08', returnOn: day, returnTime: '09:00', production: 'Back Show' });
    const gone = await book({ pickUpOn: day, pickUpTime: '10:00', production: 'Gone Show' });
    if (!late.ok || !early.ok || !any.ok || !back.ok || !gone.ok) throw new Error('not booked');
    const lineOf = async (requestId: string) => (await db().select().from(holdLines).where(eq(holdLines.requestId, requestId)))[0]!.id;
    await moveLine(db(), await lineOf(gone.data.requestId), 'decline', 'staff', { now: NOW });
    const confirmed = await lineOf(early.data.requestId);
    await moveLine(db(), confirmed, 'accept', 'staff', { now: NOW });
    await moveLine(db(), confirmed, 'confirm', 'staff', { now: NOW });
    const schedule = await daySchedule(db(), VENDOR_ID, day);
    expect(schedule.map((entry) => [entry.time, entry.move, entry.production, entry.lineCount])).toEqual([
      ['09:00', 'pickUp', 'Early Show', 1],
      ['09:00', 'return', 'Back Show', 1],
      ['15:30', 'pickUp', 'Late Show', 1],
      [null, 'pickUp', 'Any Show', 1],
    ]);
    expect(schedule[0]!.orderNumber).toMatch(/^ORD-2027-\d{6}$/);
    expect(schedule[0]!.customer).toMatch(/^Dana Reyes/);
    expect(schedule[2]!.orderNumber).toBeNull();
    expect(byHour(schedule).map((group) => [group.hour, group.entries.length])).toEqual([
      ['09', 2],
      ['15', 1],
      [null, 1],
    ]);
    expect(await daySchedule(db(), VENDOR_ID, '2027-03-14')).toEqual([]);
  });
});
