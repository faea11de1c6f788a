import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { auditOf } from '@/lib/audit/record-audit';
import { customerPaperwork, holdLines, holdRequests, items, orders, productions } from '@/lib/db/schema';
import { holdRequestSchema } from '@/lib/holds/hold-request-schema';
import { CARD_NEEDED, moveLine } from '@/lib/holds/move-line';
import { requestHold } from '@/lib/holds/request-hold';
import { listOwnHoldRequests } from '@/lib/holds/read-holds';
import { staffMoveLine, type StaffLineMove } from '@/lib/holds/staff-move-line';
import { sendInvoice } from '@/lib/invoices/invoice-email';
import { issueRentalInvoice } from '@/lib/invoices/issue-invoice';
import { addToSetListSchema } from '@/lib/set-lists/set-list-schema';
import { addToSetList } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { authOnTestDatabase, signedIn, withVendorRecord } from '@/test/auth-browser';
import { NEW_PRODUCTION } from './production-choice';
import { confirmProduction } from './confirm-production';
import { createProduction } from './create-production';
import { editProduction } from './edit-production';
import { productionSchema } from './production-schema';
import { NO_PO_NUMBER, NO_VALID_COI } from './production-words';
import { ownProduction, productionsOf, requestPaperwork } from './read-productions';

const VENDOR_ID = tenant.vendor.id;
const fixture = authOnTestDatabase();
const db = () => fixture.handle.db;
const STAFF = { uid: 'staff-1', name: 'Rosa at the counter' };
// Monday 1 March 2027, 10:00 in Los Angeles.
const NOW = Date.parse('2027-03-01T18:00:00Z');
const TODAY = '2027-03-01';
const CARD_HOUSE = { ...tenant, hasCreditCardAuth: true };
let itemIds: string[] = [];

beforeAll(async () => {
  await seedCatalog(db(), { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
  itemIds = (await db().select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
  await db().update(items).set({ quantity: 100, purchaseType: 'Weekly Rental', weeklyPrice: 10_000 });
});

async function customer() {
  const account = await withVendorRecord(db(), await signedIn(fixture.auth));
  return { vendorId: VENDOR_ID, uid: account.userId, email: account.email };
}

const NIGHT_SHIFT = {
  title: 'Night Shift',
  studio: 'Stage 9',
  company: 'Owl Pictures LLC',
  billingContact: 'Pat Accounts',
  billingEmail: 'ap@owl.example',
  poNumber: 'PO-4471',
  terms: 'net30',
};
const production = (fields: Record<string, string> = {}) => productionSchema.parse({ ...NIGHT_SHIFT, ...fields });

async function added(person: { vendorId: string; uid: string }, fields: Record<string, string> = {}) {
  const made = await createProduction(db(), person, production(fields), STAFF, new Date(NOW));
  if (!made.ok) throw made.error;
  return made.data.productionId;
}

/** A certificate on file for the customer, expiring on `expiresOn`. */
const certificate = (uid: string, expiresOn: string) =>
  db()
    .insert(customerPaperwork)
    .values({ vendorId: VENDOR_ID, uid, insuranceFileKey: `insurance/${uid}.pdf`, insuranceFileName: 'coi.pdf', insuranceExpiresOn: expiresOn });

/** The customer's Hold request for one prop, 8 to 16 March 2027, with the production fields given. */
async function requestFor(person: { vendorId: string; uid: string }, fields: Record<string, string>) {
  const listed = await addToSetList(
    db(),
    person,
    addToSetListSchema.parse({ itemId: itemIds[0], setListId: 'new', newName: `Diner ${randomUUID().slice(0, 8)}`, quantity: '1' }),
  );
  if (!listed.ok) throw listed.error;
  const input = holdRequestSchema.parse({ setListId: listed.data.setListId, pickUpOn: '2027-03-08', returnOn: '2027-03-16', fulfilment: 'pickUp', ...fields });
  const sent = await requestHold(db(), { ...person, isAuthorized: true }, input, tenant, NOW);
  if (!sent.ok) return sent;
  const [line] = await db().select({ id: holdLines.id }).from(holdLines).where(eq(holdLines.requestId, sent.data.requestId));
  const [request] = await db().select().from(holdRequests).where(eq(holdRequests.id, sent.data.requestId));
  return { ok: true as const, request: request!, lineId: line!.id };
}

async function sent(person: { vendorId: string; uid: string }, fields: Record<string, string>) {
  const answer = await requestFor(person, fields);
  if (!answer.ok) throw answer.error;
  return answer;
}

const move = (lineId: string, event: StaffLineMove['event']): StaffLineMove => ({
  lineId,
  event,
  reason: '',
  offerAlternates: false,
  conditionNote: '',
  missingUnits: 0,
});
const staffMove = (house: Parameters<typeof staffMoveLine>[1], lineId: string, event: StaffLineMove['event']) =>
  staffMoveLine(db(), house, move(lineId, event), { audit: STAFF, today: TODAY, now: NOW });

describe('issue 26 §1: staff add, edit and confirm a customer’s productions, audited', () => {
  it('a production staff add is confirmed, read back with its billing, and audited on the customer', async () => {
    const person = await customer();
    const id = await added(person);
    expect(await productionsOf(db(), person)).toEqual([
      expect.objectContaining({
        id,
        title: 'Night Shift',
        studio: 'Stage 9',
        company: 'Owl Pictures LLC',
        billingEmail: 'ap@owl.example',
        poNumber: 'PO-4471',
        terms: 'net30',
        confirmed: true,
        insuranceExpiresOn: null,
      }),
    ]);
    const [row] = await auditOf(db(), VENDOR_ID, 'customer', person.uid);
    expect(row).toMatchObject({
      action: 'createProduction',
      actorName: STAFF.name,
      after: { title: 'Night Shift', paymentTerms: 'net30', poNumber: 'PO-4471' },
    });
  });

  it('an edit writes only what changed, before and after; the same again writes nothing', async () => {
    const person = await customer();
    const id = await added(person);
    expect(
      await editProduction(
        db(),
        person,
        id,
        production({ poNumber: 'PO-5000', terms: 'net60', insuranceExpiresOn: '2027-12-31' }),
        STAFF,
        new Date(NOW + 1000),
      ),
    ).toMatchObject({
      ok: true,
      data: { changed: true },
    });
    expect(await editProduction(db(), person, id, production({ poNumber: 'PO-5000', terms: 'net60', insuranceExpiresOn: '2027-12-31' }), STAFF)).toMatchObject({
      ok: true,
      data: { changed: false },
    });
    expect(await ownProduction(db(), person, id)).toMatchObject({ poNumber: 'PO-5000', terms: 'net60', insuranceExpiresOn: '2027-12-31' });
    const [latest, ...rest] = await auditOf(db(), VENDOR_ID, 'customer', person.uid);
    expect(rest).toHaveLength(1);
    expect(latest).toMatchObject({
      action: 'editProduction',
      before: { title: 'Night Shift', poNumber: 'PO-4471', paymentTerms: 'net30', insuranceExpiresOn: null },
      after: { title: 'Night Shift', poNumber: 'PO-5000', paymentTerms: 'net60', insuranceExpiresOn: '2027-12-31' },
    });
  });

  it('a bad billing email or terms is refused by the schema', () => {
    expect(productionSchema.safeParse({ ...NIGHT_SHIFT, billingEmail: 'not an email' }).success).toBe(false);
    expect(productionSchema.safeParse({ ...NIGHT_SHIFT, terms: 'net90' }).success).toBe(false);
    expect(productionSchema.safeParse({ ...NIGHT_SHIFT, title: '' }).success).toBe(false);
  });

  it('another customer’s production cannot be read, edited or confirmed through this customer: not found, nothing written', async () => {
    const owner = await customer();
    const other = await customer();
    const id = await added(owner);
    expect(await productionsOf(db(), other)).toEqual([]);
    expect(await ownProduction(db(), other, id)).toBeNull();
    expect(await editProduction(db(), other, id, production({ poNumber: 'STOLEN' }), STAFF)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await confirmProduction(db(), other, id, STAFF)).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect((await ownProduction(db(), owner, id))?.poNumber).toBe('PO-4471');
    expect(await createProduction(db(), { vendorId: VENDOR_ID, uid: 'no-such-customer' }, production(), STAFF)).toMatchObject({
      ok: false,
      error: { code: 'notFound' },
    });
  });
});

describe('issue 26 §1: a Hold request names its production', () => {
  it('chosen: the request carries its id and its words fill the request’s studio and production', async () => {
    const person = await customer();
    const id = await added(person);
    const { request } = await sent(person, { productionId: id, production: 'typed and ignored', studio: '' });
    expect(request).toMatchObject({ productionId: id, production: 'Night Shift', studio: 'Stage 9' });
  });

  it('typed as a new production: made unconfirmed for the customer; staff confirm it; typed again, the same one', async () => {
    const person = await customer();
    const first = await sent(person, { productionId: NEW_PRODUCTION, production: 'Blue Plate Special', studio: 'Lot B' });
    const [made] = await productionsOf(db(), person);
    expect(made).toMatchObject({ title: 'Blue Plate Special', studio: 'Lot B', confirmed: false, terms: 'card' });
    expect(first.request).toMatchObject({ productionId: made!.id, production: 'Blue Plate Special' });
    const again = await sent(person, { production: 'blue plate special' });
    expect(again.request.productionId).toBe(made!.id);
    expect(await productionsOf(db(), person)).toHaveLength(1);
    expect(await confirmProduction(db(), person, made!.id, STAFF, new Date(NOW + 1000))).toMatchObject({ ok: true, data: { changed: true } });
    expect((await ownProduction(db(), person, made!.id))?.confirmed).toBe(true);
    expect((await auditOf(db(), VENDOR_ID, 'customer', person.uid))[0]).toMatchObject({
      action: 'confirmProduction',
      before: { confirmed: false },
      after: { confirmed: true },
    });
  });

  it('no production typed or chosen: none, as before', async () => {
    const person = await customer();
    const { request } = await sent(person, {});
    expect(request.productionId).toBeNull();
    expect(await productionsOf(db(), person)).toEqual([]);
  });

  it('another customer’s production chosen by its id: not found, and no request is made', async () => {
    const owner = await customer();
    const other = await customer();
    const id = await added(owner);
    const answer = await requestFor(other, { productionId: id });
    expect(answer).toMatchObject({ ok: false, error: { code: 'notFound' } });
    expect(await db().select().from(holdRequests).where(eq(holdRequests.uid, other.uid))).toEqual([]);
  });
});

describe('issue 26 §1: on account needs no card; the order keeps the production', () => {
  it('a production on account confirms without a card where the house takes cards; its order names the production', async () => {
    const person = await customer();
    const id = await added(person);
    await certificate(person.uid, '2027-12-31');
    const { request, lineId } = await sent(person, { productionId: id });
    expect(await staffMove(CARD_HOUSE, lineId, 'accept')).toMatchObject({ ok: true });
    expect(await staffMove(CARD_HOUSE, lineId, 'confirm')).toMatchObject({ ok: true, data: { to: 'confirmed' } });
    const [order] = await db().select().from(orders).where(eq(orders.requestId, request.id));
    expect(order).toMatchObject({ productionId: id, production: 'Night Shift' });
  });

  it('“Your Holds” reads the request as on account, so no card is asked for; a card production’s is not', async () => {
    const person = await customer();
    const account = await sent(person, { productionId: await added(person) });
    const card = await sent(person, { productionId: await added(person, { title: 'Card Show', terms: 'card' }) });
    const onAccount = new Map((await listOwnHoldRequests(db(), person)).map((request) => [request.id, request.onAccount]));
    expect(onAccount).toEqual(
      new Map([
        [account.request.id, true],
        [card.request.id, false],
      ]),
    );
  });

  it('a card production still needs the card authorised first', async () => {
    const person = await customer();
    const id = await added(person, { terms: 'card', poNumber: '' });
    const { lineId } = await sent(person, { productionId: id });
    await moveLine(db(), lineId, 'accept', 'staff', { now: NOW });
    expect(await moveLine(db(), lineId, 'confirm', 'staff', { now: NOW, cardRequired: true, today: TODAY })).toMatchObject({
      ok: false,
      error: { message: CARD_NEEDED },
    });
  });
});

describe('issue 26 §1: staff are warned, or refused, before confirming without the paperwork', () => {
  const REFUSE = { ...CARD_HOUSE, billing: { ...tenant.billing, paperworkCheck: 'refuse' as const } };
  const WARN = { ...CARD_HOUSE, billing: { ...tenant.billing, paperworkCheck: 'warn' as const } };

  it('on account without a PO and no certificate: both warnings; refused with them where the house refuses, nothing moved', async () => {
    const person = await customer();
    const id = await added(person, { poNumber: '' });
    const { request, lineId } = await sent(person, { productionId: id });
    expect((await requestPaperwork(db(), { requestId: request.id }, TODAY)).warnings).toEqual([NO_PO_NUMBER, NO_VALID_COI]);
    await staffMove(REFUSE, lineId, 'accept');
    expect(await staffMove(REFUSE, lineId, 'confirm')).toMatchObject({
      ok: false,
      error: { code: 'conflict', message: 'No PO number for this production. No valid certificate of insurance.' },
    });
    const [line] = await db().select({ state: holdLines.state }).from(holdLines).where(eq(holdLines.id, lineId));
    expect(line!.state).toBe('held');
    // Issue 36 §2: where the house only warns, the warnings are a question, and yes confirms.
    expect(await staffMove(WARN, lineId, 'confirm')).toMatchObject({
      ok: false,
      error: { message: 'No PO number for this production. No valid certificate of insurance: confirm anyway?' },
    });
    expect(await staffMoveLine(db(), WARN, { ...move(lineId, 'confirm'), anyway: true }, { audit: STAFF, today: TODAY, now: NOW })).toMatchObject({
      ok: true,
      data: { to: 'confirmed' },
    });
  });

  it('an expired certificate is refused; the production’s own later expiry, with a PO, passes', async () => {
    const person = await customer();
    const id = await added(person);
    await certificate(person.uid, '2027-02-01');
    const { lineId } = await sent(person, { productionId: id });
    await staffMove(REFUSE, lineId, 'accept');
    expect(await staffMove(REFUSE, lineId, 'confirm')).toMatchObject({ ok: false, error: { message: `${NO_VALID_COI}.` } });
    await editProduction(db(), person, id, production({ insuranceExpiresOn: '2027-06-30' }), STAFF);
    expect((await requestPaperwork(db(), { lineId }, TODAY)).warnings).toEqual([]);
    expect(await staffMove(REFUSE, lineId, 'confirm')).toMatchObject({ ok: true });
  });
});

describe('issue 26 §1: the production’s terms decide the invoice', () => {
  const HOUSE = { ...tenant, billing: { taxPercent: 0, taxOnProcessing: false, accountTermsDays: 30 } };

  async function returnedOrder(person: { vendorId: string; uid: string }, productionId: string, { card = false } = {}) {
    const { request, lineId } = await sent(person, { productionId });
    if (card)
      await db()
        .update(holdRequests)
        .set({ cardMethod: 'paper', cardAuthorisedAt: new Date(NOW) })
        .where(eq(holdRequests.id, request.id));
    await moveLine(db(), lineId, 'accept', 'staff', { now: NOW });
    await moveLine(db(), lineId, 'confirm', 'staff', { now: NOW, today: TODAY });
    await moveLine(db(), lineId, 'checkOut', 'staff', { now: NOW, today: '2027-03-08' });
    await moveLine(db(), lineId, 'checkIn', 'staff', { now: NOW, returned: { conditionNote: '', missingUnits: 0, today: '2027-03-15', turnaroundDays: 1 } });
    const issued = await issueRentalInvoice(db(), HOUSE, VENDOR_ID, request.id, { staff: STAFF, today: '2027-03-15', now: NOW });
    if (!issued.ok) throw issued.error;
    const [invoice] = await db().select().from(productions).innerJoin(orders, eq(orders.productionId, productions.id)).where(eq(orders.requestId, request.id));
    expect(invoice?.productions.id).toBe(productionId);
    return issued.data.invoiceId;
  }

  it.each([
    ['net15', '2027-03-30'],
    ['net30', '2027-04-14'],
    ['net60', '2027-05-14'],
  ])('%s: on account, due that many days after issue, no processing charge, even with a card authorised', async (terms, dueOn) => {
    const person = await customer();
    const id = await added(person, { terms });
    const invoiceId = await returnedOrder(person, id, { card: true });
    const { invoices } = await import('@/lib/db/schema');
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ paidBy: 'account', issuedOn: '2027-03-15', dueOn, processingCents: 0 });
  });

  it('card: paid by card, due on issue, with the processing charge', async () => {
    const person = await customer();
    const id = await added(person, { terms: 'card' });
    const invoiceId = await returnedOrder(person, id, { card: true });
    const { invoices } = await import('@/lib/db/schema');
    const [invoice] = await db().select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ paidBy: 'card', dueOn: '2027-03-15' });
    expect(invoice!.processingCents).toBeGreaterThan(0);
  });

  it('the invoice is emailed to the production’s billing email, else the customer’s', async () => {
    const person = await customer();
    const billed = await added(person);
    const plain = await added(person, { title: 'Short Film', billingEmail: '' });
    const sentTo: string[] = [];
    const send = async (to: string) => void sentTo.push(to);
    expect(await sendInvoice(db(), VENDOR_ID, await returnedOrder(person, billed), tenant, send)).toBe('ap@owl.example');
    expect(await sendInvoice(db(), VENDOR_ID, await returnedOrder(person, plain), tenant, send)).toBe(person.email);
    expect(sentTo).toEqual(['ap@owl.example', person.email]);
  });
});
