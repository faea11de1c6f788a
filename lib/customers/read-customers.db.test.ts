import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { items, vendorUsers } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { sendHoldMessage, holdMessageSchema } from '@/lib/holds/hold-messages';
import { lineStatusWords } from '@/lib/holds/line-status-words';
import { moveLine } from '@/lib/holds/move-line';
import { getHoldRequestForStaff } from '@/lib/holds/read-holds';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { decideApproval } from './approval';
import { setAccountType } from './customer-paperwork';
import { createEmailSender } from '@/lib/notifications/email';
import { customerProfile, findCustomers } from './read-customers';
import { customerRequests } from '@/lib/holds/customer-requests';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const STAFF = { uid: 'staff-1', name: 'Rosa at the counter' };

/** A customer with what they told us at onboarding. */
async function customer(fields: Partial<Pick<typeof vendorUsers.$inferInsert, 'firstName' | 'lastName' | 'studio' | 'production' | 'title' | 'phone'>>) {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  await db()
    .update(vendorUsers)
    .set(fields)
    .where(and(eq(vendorUsers.vendorId, VENDOR_ID), eq(vendorUsers.uid, account.userId)));
  return account;
}

let itemIds: string[] = [];
let ada: { userId: string; email: string };
let bo: { userId: string; email: string };
let staffMember: { userId: string; email: string };

beforeAll(async () => {
  await seedCatalog(db(), { items: 4, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 5 });
  ada = await customer({ firstName: 'Ada', lastName: 'Quill', studio: 'Sunset Gower', production: 'Night Diner 50%' });
  bo = await customer({ firstName: 'Bo', lastName: 'Marsh', studio: 'Radford', production: 'Harbour Lights' });
  staffMember = await withVendorRecord(db(), await signedIn(fixture.auth, 'staff'));
});

const uids = (page: Awaited<ReturnType<typeof findCustomers>>) => page.customers.map((row) => row.uid);

describe('issue 13 §2: staff find a customer by name, email, studio or production', () => {
  it.each([
    ['a first name, any case', 'ada'],
    ['a last name', 'Quill'],
    ['the email', () => ada.email.toUpperCase()],
    ['the studio', 'sunset gower'],
    ['the production, words in any order', 'diner night'],
  ])('by %s', async (_name, search) => {
    const q = typeof search === 'function' ? search() : search;
    const found = await findCustomers(db(), VENDOR_ID, { q });
    expect(uids(found)).toContain(ada.userId);
    expect(uids(found)).not.toContain(bo.userId);
  });

  it('every word must match somewhere: a name and another customer’s production find no one', async () => {
    expect((await findCustomers(db(), VENDOR_ID, { q: 'Ada Harbour' })).total).toBe(0);
  });

  it('% and _ typed are letters, not patterns', async () => {
    expect(uids(await findCustomers(db(), VENDOR_ID, { q: '50%' }))).toEqual([ada.userId]);
    expect((await findCustomers(db(), VENDOR_ID, { q: '%' })).customers.map((row) => row.uid)).toEqual([ada.userId]);
    expect((await findCustomers(db(), VENDOR_ID, { q: '_' })).total).toBe(0);
  });

  it('staff accounts are not customers; an empty search lists every customer A to Z, with approval and insurance expiry', async () => {
    await decideApproval(db(), VENDOR_ID, { uid: bo.userId, approve: true, reason: '' }, STAFF, tenant, createEmailSender(db(), null));
    const all = await findCustomers(db(), VENDOR_ID, {});
    expect(uids(all)).not.toContain(staffMember.userId);
    const named = all.customers.filter((row) => row.uid === ada.userId || row.uid === bo.userId);
    expect(named.map((row) => row.name)).toEqual(['Ada Quill', 'Bo Marsh']);
    expect(named.map((row) => row.isAuthorized)).toEqual([null, true]);
    expect(named.map((row) => row.insuranceExpiresOn)).toEqual([null, null]);
  });

  it('a page at a time: pages count the matches, a page past the last shows the last', async () => {
    for (let n = 0; n < 3; n++) await customer({ firstName: `Pager${n}`, studio: 'Paged Studio' });
    const first = await findCustomers(db(), VENDOR_ID, { q: 'Paged', perPage: 2 });
    expect(first).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(first.customers.map((row) => row.name)).toEqual(['Pager0', 'Pager1']);
    const past = await findCustomers(db(), VENDOR_ID, { q: 'Paged', perPage: 2, page: 9 });
    expect(past).toMatchObject({ page: 2, pages: 2 });
    expect(past.customers.map((row) => row.name)).toEqual(['Pager2']);
  });
});

describe('issue 13 §2: one customer’s page', () => {
  it('their profile, approval and paperwork; staff have a page too, marked as staff; no such customer is null', async () => {
    await setAccountType(db(), { vendorId: VENDOR_ID, uid: ada.userId }, 'net30', STAFF);
    expect(await customerProfile(db(), VENDOR_ID, ada.userId)).toMatchObject({
      name: 'Ada Quill',
      email: ada.email,
      isEmailVerified: false,
      studio: 'Sunset Gower',
      isAuthorized: null,
      role: 'user',
      paperwork: { accountType: 'net30', insuranceFileKey: null, agreementAcceptedAt: null },
    });
    expect(await customerProfile(db(), VENDOR_ID, staffMember.userId)).toMatchObject({ role: 'staff', paperwork: { accountType: 'cod' } });
    expect(await customerProfile(db(), VENDOR_ID, 'nobody')).toBeNull();
    expect(await customerProfile(db(), 'another-vendor', ada.userId)).toBeNull();
  });

  it('their holds, each line in the inbox’s words, and their messages; nobody else’s; each opens alone in the staff inbox', async () => {
    const NOW = Date.parse('2027-03-01T18:00:00Z');
    const theirs = await customerRequest(db(), fixture.auth, itemIds.slice(0, 2), { now: NOW });
    const someoneElse = await customerRequest(db(), fixture.auth, itemIds.slice(2, 3), { now: NOW });
    expect(await moveLine(db(), theirs.lineIds[0]!, 'accept', 'staff', { now: NOW, audit: STAFF })).toMatchObject({ ok: true });
    const customerSide = { staff: false, name: 'Sam', owner: theirs.owner } as const;
    await sendHoldMessage(db(), holdMessageSchema.parse({ requestId: theirs.requestId, body: 'Can we pick up at 7?' }), customerSide);
    await sendHoldMessage(db(), holdMessageSchema.parse({ requestId: theirs.requestId, body: 'Yes, 7 is fine.' }), { staff: true, name: 'Cahuenga' });

    const requests = await customerRequests(db(), VENDOR_ID, theirs.owner.uid);
    expect(requests.map((request) => request.id)).toEqual([theirs.requestId]);
    const [request] = requests;
    const words = { locale: 'en-US', timeZone: tenant.vendor.timezone, requestType: 'Hold' };
    expect(request!.lines.map((line) => lineStatusWords(line, request!, tenant.holds, words))).toEqual([
      expect.stringMatching(/^On hold until \w{3} Mar \d+, end of day$/),
      'Requested: not on hold until we confirm',
    ]);
    expect(request!.messages.map((message) => [message.fromStaff, message.body])).toEqual([
      [false, 'Can we pick up at 7?'],
      [true, 'Yes, 7 is fine.'],
    ]);
    expect((await getHoldRequestForStaff(db(), VENDOR_ID, theirs.requestId))?.uid).toBe(theirs.owner.uid);
    expect(await getHoldRequestForStaff(db(), 'another-vendor', theirs.requestId)).toBeNull();
    expect((await customerRequests(db(), VENDOR_ID, someoneElse.owner.uid)).map((entry) => entry.id)).toEqual([someoneElse.requestId]);
  });
});
