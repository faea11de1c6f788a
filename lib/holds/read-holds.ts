import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, items, orders, productions, vendorUsers } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';
import { isOnAccount } from '@/lib/productions/production-words';
import type { Photo } from '@/lib/db/schema/catalog';
import { customerName, customerNameIn } from '@/lib/customers/customer-name';
import { UNANSWERED_STATES } from './answerable';
import { lineEndsAt, type HoldTimes, type LineState } from '@/lib/availability/hold-lifecycle';
import type { QueueSearch } from './queue-search';
import { isOverdue } from './overdue';

export type HoldLineView = {
  id: string;
  itemId: string;
  title: string;
  sku: string;
  quantity: number;
  state: LineState;
  reason: string;
  heldAt: Date | null;
  challengedAt: Date | null;
  photoUrl: string | null;
  /** The prop's first photo, for a thumbnail drawn from its smallest width (issue 25 §2). */
  photo?: Photo | null;
  /** Units the house has of the prop. */
  stock: number;
  /** What staff noted when the line came back, and the units that did not (issue 13 §6). */
  conditionNote: string;
  missingUnits: number;
  /** Units back damaged, and their repair amount in cents (issue 26 §4). */
  damagedUnits: number;
  repairCents: number;
  /** Staff's discount on the line, basis points (issue 26 §3, decision 137); read where the request's page shows it. */
  discountBasisPoints?: number;
  /** Photos staff took of its condition when it came back (issue 26 §4). */
  conditionPhotos?: Photo[];
  /** The house's days it really went out and came back (issue 25 §4, issue 26 §3), where read. */
  outOn?: string | null;
  backOn?: string | null;
  /**
   * Staff's reads only (issue 38 §3): where the prop lives, and the pull sheet's tick on a confirmed
   * line (who and when), which "Your Holds" never carries to the customer's page.
   */
  location?: string;
  pulledAt?: Date | null;
  pulledBy?: string | null;
  /** Staff's reads only (issue 38 §2): whether a missing unit can be billed, or "Mark returned" asks the prop's replacement value. */
  hasReplacementValue?: boolean;
};

export type HoldRequestView = {
  id: string;
  uid: string;
  kind: 'hold' | 'claim';
  /** The set list it was sent from, while that list exists (issue 24 §6: a declined line's swap is there). */
  setListId: string | null;
  pickUpOn: string;
  returnOn: string | null;
  fulfilment: 'pickUp' | 'delivery';
  pickUpWindow: string | null;
  /** Issue 38 §4: the booked times on the house's clock, "HH:MM"; null is any time in opening hours. */
  pickUpTime: string | null;
  returnTime: string | null;
  cardMethod: 'stripe' | 'paper' | null;
  cardAuthorisedAt: Date | null;
  studio: string;
  production: string;
  title: string;
  notes: string;
  createdAt: Date;
  /** The order its first confirmed line made (issue 26 §2), such as ORD-2027-000123; null before. */
  orderNumber: string | null;
  /** For a production on account (issue 26 §1): no card is asked for. */
  onAccount: boolean;
  lines: HoldLineView[];
};

async function withLines(db: Db, requests: (typeof holdRequests.$inferSelect)[], { staff = false } = {}): Promise<HoldRequestView[]> {
  if (requests.length === 0) return [];
  const lines = await db
    .select({
      id: holdLines.id,
      requestId: holdLines.requestId,
      itemId: holdLines.itemId,
      title: holdLines.title,
      sku: holdLines.sku,
      quantity: holdLines.quantity,
      state: holdLines.state,
      reason: holdLines.reason,
      heldAt: holdLines.heldAt,
      challengedAt: holdLines.challengedAt,
      conditionNote: holdLines.conditionNote,
      missingUnits: holdLines.missingUnits,
      damagedUnits: holdLines.damagedUnits,
      repairCents: holdLines.repairCents,
      discountBasisPoints: holdLines.discountBasisPoints,
      conditionPhotos: holdLines.conditionPhotos,
      outOn: holdLines.outOn,
      backOn: holdLines.backOn,
      photos: items.photos,
      stock: items.quantity,
      location: items.location,
      pulledAt: holdLines.pulledAt,
      pulledBy: holdLines.pulledBy,
      hasReplacementValue: sql<boolean>`coalesce(${items.replacementValueCents}, 0) > 0`,
    })
    .from(holdLines)
    .innerJoin(items, eq(items.id, holdLines.itemId))
    .where(
      inArray(
        holdLines.requestId,
        requests.map((request) => request.id),
      ),
    )
    .orderBy(asc(holdLines.seq));
  const numbers = new Map(
    (
      await db
        .select({ requestId: orders.requestId, number: orders.number })
        .from(orders)
        .where(
          inArray(
            orders.requestId,
            requests.map((request) => request.id),
          ),
        )
    ).map((order) => [order.requestId, order.number]),
  );
  const productionIds = requests.flatMap((request) => (request.productionId ? [request.productionId] : []));
  const terms = new Map(
    productionIds.length === 0
      ? []
      : (await db.select({ id: productions.id, terms: productions.terms }).from(productions).where(inArray(productions.id, productionIds))).map(
          (production) => [production.id, production.terms],
        ),
  );
  return requests.map((request) => ({
    id: request.id,
    uid: request.uid,
    kind: request.kind,
    setListId: request.setListId,
    pickUpOn: request.pickUpOn,
    returnOn: request.returnOn,
    fulfilment: request.fulfilment,
    pickUpWindow: request.pickUpWindow,
    pickUpTime: request.pickUpTime,
    returnTime: request.returnTime,
    cardMethod: request.cardMethod,
    cardAuthorisedAt: request.cardAuthorisedAt,
    studio: request.studio,
    production: request.production,
    title: request.title,
    notes: request.notes,
    createdAt: request.createdAt,
    orderNumber: numbers.get(request.id) ?? null,
    onAccount: isOnAccount(request.productionId ? terms.get(request.productionId) : null),
    lines: lines
      .filter((line) => line.requestId === request.id)
      .map(({ requestId: _requestId, photos, state, location, pulledAt, pulledBy, hasReplacementValue, ...line }) => ({
        ...line,
        ...(staff ? { location, pulledAt, pulledBy, hasReplacementValue: Boolean(hasReplacementValue) } : {}),
        state: state as LineState,
        photoUrl: photos[0]?.url ?? null,
        photo: photos[0] ?? null,
      })),
  }));
}

/** "Your Holds": the person's requests, newest first, each with its lines. */
export async function listOwnHoldRequests(db: Db, owner: CustomerKey): Promise<HoldRequestView[]> {
  const requests = await db
    .select()
    .from(holdRequests)
    .where(and(eq(holdRequests.vendorId, owner.vendorId), eq(holdRequests.uid, owner.uid)))
    .orderBy(desc(holdRequests.createdAt));
  return withLines(db, requests);
}

export type StaffHoldRequest = HoldRequestView & { customer: { name: string; email: string; isAuthorized: boolean | null } };

/**
 * The inbox's views (issue 12 §6, issue 13 §1): the requests still open, newest first; those with a
 * line not answered yet; those from customers awaiting approval; those with a hold on them; going out
 * today; due back today; overdue; and every request, answered and ended ones too.
 */
export const INBOX_VIEWS = ['newest', 'unanswered', 'awaiting', 'expiring', 'goingOut', 'dueBack', 'overdue', 'all'] as const;

/**
 * The states of a line that still asks something of the house (issue 36 §2): a request with none of
 * them (every line expired, declined, released, returned…) leaves the default view; it stays in
 * "All", in the other views that name its lines, and in every search.
 */
export const OPEN_LINE_STATES: readonly LineState[] = ['requested', 'secondHold', 'held', 'challenged', 'confirmed', 'out'];
export type InboxView = (typeof INBOX_VIEWS)[number];

/** The condition a view puts on a request; `today` is the house's day; `searched` when the queue is searched (every request can be found). */
function viewCondition(view: InboxView, today: string, searched = false): SQL | undefined {
  const hasLine = (where: SQL) => sql`exists (select 1 from ${holdLines} where ${holdLines.requestId} = ${holdRequests.id} and ${where})`;
  switch (view) {
    case 'all':
      return undefined;
    case 'newest':
      return searched ? undefined : hasLine(inArray(holdLines.state, [...OPEN_LINE_STATES]));
    case 'unanswered':
      return hasLine(inArray(holdLines.state, [...UNANSWERED_STATES]));
    case 'awaiting':
      return isNull(vendorUsers.isAuthorized);
    case 'expiring':
      return hasLine(sql`${holdLines.state} in ('held', 'challenged')`);
    case 'goingOut':
      return and(eq(holdRequests.pickUpOn, today), hasLine(sql`${holdLines.state} = 'confirmed'`));
    case 'dueBack':
      return and(eq(holdRequests.returnOn, today), hasLine(sql`${holdLines.state} = 'out'`));
    case 'overdue':
      return hasLine(isOverdue({ state: holdLines.state, returnOn: holdRequests.returnOn }, today));
  }
}

const withCustomer = and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid));

/** How many requests a view holds: the staff start page's counts. */
export async function countRequestsInView(db: Db, vendorId: string, view: InboxView, today: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(holdRequests)
    .leftJoin(vendorUsers, withCustomer)
    .where(and(eq(holdRequests.vendorId, vendorId), viewCondition(view, today)));
  return Number(row?.count ?? 0);
}

/**
 * The staff queue: the vendor's newest requests in a view, with who sent them and whether they are
 * approved yet; with a search (issue 25 §2), those whose customer (name, email), studio, production
 * or a prop (SKU, title) has the words, and those whose days include `day`.
 */
export async function listHoldRequestsForStaff(
  db: Db,
  vendorId: string,
  view: InboxView = 'newest',
  today = '',
  limit = 50,
  search: QueueSearch = { q: '', day: null, sort: null, dir: 'asc' },
): Promise<StaffHoldRequest[]> {
  const searched = Boolean(search.q || search.day);
  return staffRequests(db, and(eq(holdRequests.vendorId, vendorId), viewCondition(view, today, searched), searchCondition(search)), limit, queueOrder(search));
}

/** The table's column order (issue 25 §2), in SQL so the 50 shown are the first of the whole queue in that order; newest breaks ties. */
function queueOrder({ sort, dir }: QueueSearch): SQL[] {
  const by = {
    customer: customerName,
    production: holdRequests.production,
    pickup: holdRequests.pickUpOn,
    return: holdRequests.returnOn,
    age: holdRequests.createdAt,
  };
  if (!sort) return [desc(holdRequests.createdAt)];
  // The oldest request is the one of greatest age: "age ascending" is the youngest first.
  const ascending = sort === 'age' ? dir === 'desc' : dir === 'asc';
  // Issue 38 §4: within a day, by the booked time, those booked for any time after.
  const times = { pickup: holdRequests.pickUpTime, return: holdRequests.returnTime } as const;
  const time = sort === 'pickup' || sort === 'return' ? [sql`${times[sort]} ${sql.raw(ascending ? 'asc' : 'desc')} nulls last`] : [];
  return [ascending ? sql`${by[sort]} asc nulls last` : sql`${by[sort]} desc nulls last`, ...time, desc(holdRequests.createdAt)];
}

function searchCondition({ q, day }: QueueSearch): SQL | undefined {
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const words = q
    ? sql`(${customerName} ilike ${pattern} or ${vendorUsers.email} ilike ${pattern} or ${holdRequests.studio} ilike ${pattern} or ${holdRequests.production} ilike ${pattern}
        or exists (select 1 from ${holdLines} where ${holdLines.requestId} = ${holdRequests.id} and (${holdLines.sku} ilike ${pattern} or ${holdLines.title} ilike ${pattern})))`
    : undefined;
  const onDay = day
    ? sql`${holdRequests.pickUpOn} <= ${day}::date and coalesce(${holdRequests.returnOn}, ${holdRequests.pickUpOn}) >= ${day}::date`
    : undefined;
  return and(words, onDay);
}

/** One request as the inbox shows it, for a link to it (from a customer's page); null when the vendor has none by that id. */
export async function getHoldRequestForStaff(db: Db, vendorId: string, requestId: string): Promise<StaffHoldRequest | null> {
  const [request] = await staffRequests(db, and(eq(holdRequests.vendorId, vendorId), eq(holdRequests.id, requestId)), 1);
  return request ?? null;
}

async function staffRequests(db: Db, where: SQL | undefined, limit: number, order: SQL[] = [desc(holdRequests.createdAt)]): Promise<StaffHoldRequest[]> {
  const rows = await db
    .select({ request: holdRequests, name: customerName, email: vendorUsers.email, isAuthorized: vendorUsers.isAuthorized })
    .from(holdRequests)
    .leftJoin(vendorUsers, withCustomer)
    .where(where)
    .orderBy(...order)
    .limit(limit);
  const views = await withLines(
    db,
    rows.map((row) => row.request),
    { staff: true },
  );
  return views.map((view, index) => {
    const row = rows[index]!;
    return { ...view, customer: { name: row.name ?? '', email: row.email ?? '', isAuthorized: row.isAuthorized ?? null } };
  });
}

export type RankedHold = { lineId: string; production: string; customer: string; state: LineState; quantity: number };

/**
 * For each of these lines, the other lines on the same prop for overlapping days (issue 12 §6), in
 * rank: those holding units first, then second holds and requests, each oldest first. Staff see
 * who stands where before they accept, queue or challenge.
 */
export async function rankedHoldsBeside(db: Db, lineIds: string[]): Promise<Map<string, RankedHold[]>> {
  const beside = new Map<string, RankedHold[]>(lineIds.map((id) => [id, []]));
  if (lineIds.length === 0) return beside;
  const result = (await db.execute(sql`
    select asked.id as asked_id, other.id, other.state, other.quantity, requests.production, ${customerNameIn('people')} as customer
    from hold_lines as asked
    join hold_lines as other on other.item_id = asked.item_id and other.period && asked.period and other.id <> asked.id
    join hold_requests as requests on requests.id = other.request_id
    left join vendor_users as people on people.vendor_id = requests.vendor_id and people.uid = requests.uid
    where asked.id in (${sql.join(
      lineIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and other.state in ('requested', 'held', 'secondHold', 'challenged', 'confirmed', 'out')
    order by asked.id, other.state in ('held', 'challenged', 'confirmed', 'out') desc, other.state = 'secondHold' desc, other.seq
  `)) as unknown as { rows: { asked_id: string; id: string; state: LineState; quantity: number; production: string; customer: string }[] };
  for (const row of result.rows) {
    beside.get(row.asked_id)?.push({ lineId: row.id, production: row.production, customer: row.customer, state: row.state, quantity: Number(row.quantity) });
  }
  return beside;
}

export type HoldEnding = { requestId: string; endsAt: number };

/**
 * The requests with a hold or a challenge that ends before `until` unless confirmed (issue 38 §5:
 * "Holds ending tonight", `until` being the end of the house's day), each once at its soonest end,
 * soonest first. When a line ends is the hold lifecycle's rule (lineEndsAt), not SQL: it depends on
 * the pick-up day in the house's time zone and the house's hold times. The lines read are only those
 * holding units now, a few hundred in a busy house.
 */
export async function holdsEndingBefore(db: Db, vendorId: string, until: number, house: { timeZone: string; holds: HoldTimes }): Promise<HoldEnding[]> {
  const lines = await db
    .select({
      requestId: holdLines.requestId,
      state: holdLines.state,
      heldAt: holdLines.heldAt,
      challengedAt: holdLines.challengedAt,
      pickUpOn: holdRequests.pickUpOn,
    })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(and(eq(holdRequests.vendorId, vendorId), inArray(holdLines.state, ['held', 'challenged'])));
  const soonest = new Map<string, number>();
  for (const line of lines) {
    const timed = {
      state: line.state as LineState,
      heldAt: line.heldAt?.getTime() ?? null,
      challengedAt: line.challengedAt?.getTime() ?? null,
      pickUpOn: line.pickUpOn,
    };
    const ends = lineEndsAt(timed, house.timeZone, house.holds);
    if (ends === null || ends >= until) continue;
    soonest.set(line.requestId, Math.min(ends, soonest.get(line.requestId) ?? Infinity));
  }
  return [...soonest].map(([requestId, endsAt]) => ({ requestId, endsAt })).sort((a, b) => a.endsAt - b.endsAt);
}
