import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { holdRequests, invoices, items, orders, vendorUsers } from '@/lib/db/schema';
import { answerRoute } from '@/lib/entry-points/route-handler';
import { moveLine } from '@/lib/holds/move-line';
import type { AuthUser } from '@/lib/identity/status/auth-status';
import type { Viewer } from '@/lib/identity/viewer';
import { issueCreditNote } from '@/lib/invoices/issue-credit-note';
import { issueRentalInvoice } from '@/lib/invoices/issue-invoice';
import { createProduction } from '@/lib/productions/create-production';
import { productionSchema } from '@/lib/productions/production-schema';
import { tenant } from '@/lib/tenant';
import type { VendorUserRecord } from '@/lib/vendor-users/repository';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { LISTED_PER_KIND, searchBackOffice } from './search-back-office';
import type { ResultKind, SearchAnswer } from './search-kinds';
import { parseSearch } from './search-text';
import { staffSuggestRoute } from './suggest-route';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const NOW = Date.parse('2027-03-01T18:00:00Z');
const STAFF = { uid: 'staff-1', name: 'Sam at the counter' };

const found = { orderNumber: '', requestId: '', invoiceId: '', invoiceNumber: '', creditNoteId: '', creditNoteNumber: '', uid: '', staffEmail: '' };
let props: { id: string; sku: string; title: string }[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  props = await db().select({ id: items.id, sku: items.sku, title: items.title }).from(items).orderBy(asc(items.id));
  await db().update(items).set({ quantity: 10, purchaseType: 'Weekly Rental', weeklyPrice: 10_000 });
  await db().update(items).set({ status: 'hidden' }).where(eq(items.id, props[5]!.id));

  // A customer's order on a production, out and back, invoiced, then credited: every kind the search finds.
  const request = await customerRequest(db(), fixture.auth, [props[0]!.id], { now: NOW });
  found.uid = request.owner.uid;
  await db()
    .update(vendorUsers)
    .set({ firstName: 'Dana', lastName: 'Reyes', phone: '+1 (555) 010-2030', studio: 'Stage 9' })
    .where(eq(vendorUsers.uid, found.uid));
  const made = await createProduction(
    db(),
    request.owner,
    productionSchema.parse({ title: 'Night Shift', studio: 'Stage 9', poNumber: 'PO-4471', terms: 'card' }),
    STAFF,
    new Date(NOW),
  );
  if (!made.ok) throw made.error;
  await db().update(holdRequests).set({ productionId: made.data.productionId }).where(eq(holdRequests.id, request.requestId));
  for (const id of request.lineIds) {
    await moveLine(db(), id, 'accept', 'staff', { now: NOW });
    await moveLine(db(), id, 'confirm', 'staff', { now: NOW, today: '2027-03-01' });
    await moveLine(db(), id, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
    await moveLine(db(), id, 'checkIn', 'staff', { now: NOW, returned: { conditionNote: '', missingUnits: 0, today: '2027-03-16', turnaroundDays: 1 } });
  }
  const issued = await issueRentalInvoice(db(), tenant, VENDOR_ID, request.requestId, { staff: STAFF, today: '2027-03-22' });
  if (!issued.ok) throw issued.error;
  const credited = await issueCreditNote(db(), VENDOR_ID, issued.data.invoiceId, 'Billed the wrong days', { staff: STAFF, today: '2027-03-23' });
  if (!credited.ok) throw credited.error;
  const [order] = await db().select().from(orders).where(eq(orders.requestId, request.requestId));
  const numberOf = async (id: string) => (await db().select({ number: invoices.number }).from(invoices).where(eq(invoices.id, id)))[0]!.number;
  Object.assign(found, {
    orderNumber: order!.number,
    requestId: request.requestId,
    invoiceId: issued.data.invoiceId,
    invoiceNumber: await numberOf(issued.data.invoiceId),
    creditNoteId: credited.data.creditNoteId,
    creditNoteNumber: await numberOf(credited.data.creditNoteId),
  });
  // Staff are not customers: the search never lists them as one.
  found.staffEmail = (await withVendorRecord(db(), await signedIn(fixture.auth, 'staff'))).email;
});

async function search(typed: string, kind?: ResultKind) {
  const parsed = parseSearch(typed);
  if (!parsed) throw new Error(`not a search: ${typed}`);
  const results = await searchBackOffice(db(), VENDOR_ID, parsed, LISTED_PER_KIND);
  return kind ? results.filter((result) => result.kind === kind) : results;
}

describe('issue 38 §1: one search for the back office', () => {
  it('issue 38 §1: finds an order by its number, whole, short or as its digits, linked to its request’s page', async () => {
    const [, year, digits] = /^ORD-(\d{4})-(\d+)$/.exec(found.orderNumber)!;
    const order = { kind: 'order', label: found.orderNumber, href: `/staff/holds?request=${encodeURIComponent(found.requestId)}` };
    expect(await search(found.orderNumber, 'order')).toEqual([expect.objectContaining(order)]);
    expect((await search(found.orderNumber, 'order'))[0]!.detail).toContain('Dana Reyes');
    expect(await search(`ord-${year}-${Number(digits)}`, 'order')).toEqual([expect.objectContaining(order)]);
    expect(await search(digits!, 'order')).toEqual([expect.objectContaining(order)]);
    expect(await search(`ORD-${year}`, 'order')).toEqual([expect.objectContaining(order)]);
    expect(await search(`ORD-${Number(year) - 1}-${digits}`, 'order')).toEqual([]);
    // An invoice's number is not an order's.
    expect(await search(found.invoiceNumber, 'order')).toEqual([]);
  });

  it('issue 38 §1: finds a customer by name, email or phone (any punctuation), linked to their customer page; staff are not customers', async () => {
    const customer = { kind: 'customer', label: 'Dana Reyes', href: `/staff/customers/${found.uid}` };
    for (const typed of ['dana rey', 'Reyes', '555 010 2030', '0102030', '(555) 010-2030'])
      expect(await search(typed, 'customer'), typed).toEqual([expect.objectContaining(customer)]);
    const [email] = await db().select({ email: vendorUsers.email }).from(vendorUsers).where(eq(vendorUsers.uid, found.uid));
    expect(await search(email!.email, 'customer')).toEqual([expect.objectContaining(customer)]);
    expect(await search('Dana Smith', 'customer')).toEqual([]);
    expect(await search(found.staffEmail, 'customer')).toEqual([]);
    // Pattern characters are letters.
    expect(await search('%_', 'customer')).toEqual([]);
  });

  it('issue 38 §1: finds a production by title or PO number, linked to its customer’s page', async () => {
    const production = { kind: 'production', label: 'Night Shift', href: `/staff/customers/${found.uid}` };
    for (const typed of ['night sh', 'SHIFT', 'PO-4471', '4471'])
      expect(await search(typed, 'production'), typed).toEqual([expect.objectContaining(production)]);
    expect((await search('night', 'production'))[0]!.detail).toBe('PO PO-4471 · Dana Reyes · Stage 9');
    expect(await search('Day Shift', 'production')).toEqual([]);
  });

  it('issue 38 §1: finds an invoice and a credit note by number, each linked to its page', async () => {
    const invoice = { kind: 'invoice', label: found.invoiceNumber, href: `/invoices/${found.invoiceId}` };
    const creditNote = { kind: 'invoice', label: found.creditNoteNumber, href: `/invoices/${found.creditNoteId}` };
    expect(await search(found.invoiceNumber.toLowerCase(), 'invoice')).toEqual([
      expect.objectContaining({ ...invoice, detail: expect.stringMatching(/^Invoice · Dana Reyes/) }),
    ]);
    expect(await search(found.creditNoteNumber, 'invoice')).toEqual([
      expect.objectContaining({ ...creditNote, detail: expect.stringMatching(/^Credit note · /) }),
    ]);
    expect(await search('INV', 'invoice')).toEqual([expect.objectContaining(invoice)]);
    expect(await search('CN', 'invoice')).toEqual([expect.objectContaining(creditNote)]);
    // Digits alone name every kind with that place.
    const digits = found.invoiceNumber.slice(-6);
    expect((await search(digits, 'invoice')).map((result) => result.label)).toContain(found.invoiceNumber);
  });

  it('issue 38 §1: finds a prop by its SKU, whole or begun, or by words its title begins, hidden ones marked', async () => {
    const [first, , , , , hidden] = props;
    const prop = (item: typeof first) => expect.objectContaining({ kind: 'prop', label: item!.title, href: `/staff/items/${item!.id}` });
    expect((await search(first!.sku.toLowerCase(), 'prop'))[0]).toEqual(prop(first));
    expect(await search(first!.sku.slice(0, -1), 'prop')).toContainEqual(prop(first));
    const words = first!.title.split(' ');
    expect(await search(words.map((word) => word.slice(0, 3)).join(' '), 'prop')).toContainEqual(prop(first));
    expect((await search(hidden!.sku, 'prop'))[0]).toEqual(expect.objectContaining({ detail: `${hidden!.sku} · Hidden` }));
    expect(await search('zzqx', 'prop')).toEqual([]);
  });

  it('issue 38 §1: the suggestions route answers staff with results in their groups, 404 to a customer, 401 to no one signed in', async () => {
    const route = staffSuggestRoute(async () => db(), VENDOR_ID);
    const ask = (viewer: Viewer, q: string) =>
      answerRoute('staff', route, new Request(`http://localhost/staff/search/suggest?${new URLSearchParams({ q })}`), viewer);
    const as = (kind: 'customer' | 'staff', uid: string) =>
      ({ kind, user: { uid } as AuthUser, vendorUser: {} as VendorUserRecord, impersonatedBy: null }) as Viewer;

    const answer = await ask(as('staff', 'staff-1'), 'Dana');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = (await answer.json()) as SearchAnswer;
    expect(body.results).toContainEqual(expect.objectContaining({ kind: 'customer', label: 'Dana Reyes' }));

    expect((await ask(as('customer', found.uid), 'Dana')).status).toBe(404);
    expect((await ask({ kind: 'anonymous', user: null, vendorUser: null, impersonatedBy: null }, 'Dana')).status).toBe(401);
    expect((await ask({ ...as('staff', 'staff-1'), impersonatedBy: 'admin-1' } as Viewer, 'Dana')).status).toBe(404);
    // Too short, or too long: nothing, never an error.
    for (const q of ['D', 'x'.repeat(101)]) expect(await (await ask(as('staff', 'staff-1'), q)).json()).toEqual({ results: [] });
  });
});
