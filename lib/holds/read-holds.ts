import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, items, vendorUsers } from '@/lib/db/schema';
import type { LineState } from './hold-lifecycle';

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
  /** Units the house has of the prop. */
  stock: number;
};

export type HoldRequestView = {
  id: string;
  uid: string;
  kind: 'hold' | 'claim';
  pickUpOn: string;
  returnOn: string | null;
  fulfilment: 'pickUp' | 'delivery';
  pickUpWindow: string | null;
  cardMethod: 'stripe' | 'paper' | null;
  cardAuthorisedAt: Date | null;
  studio: string;
  production: string;
  title: string;
  notes: string;
  createdAt: Date;
  lines: HoldLineView[];
};

async function withLines(db: Db, requests: (typeof holdRequests.$inferSelect)[]): Promise<HoldRequestView[]> {
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
      photos: items.photos,
      stock: items.quantity,
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
  return requests.map((request) => ({
    id: request.id,
    uid: request.uid,
    kind: request.kind,
    pickUpOn: request.pickUpOn,
    returnOn: request.returnOn,
    fulfilment: request.fulfilment,
    pickUpWindow: request.pickUpWindow,
    cardMethod: request.cardMethod,
    cardAuthorisedAt: request.cardAuthorisedAt,
    studio: request.studio,
    production: request.production,
    title: request.title,
    notes: request.notes,
    createdAt: request.createdAt,
    lines: lines
      .filter((line) => line.requestId === request.id)
      .map(({ requestId: _requestId, photos, state, ...line }) => ({ ...line, state: state as LineState, photoUrl: photos[0]?.url ?? null })),
  }));
}

/** "Your Holds": the person's requests, newest first, each with its lines. */
export async function listOwnHoldRequests(db: Db, owner: { vendorId: string; uid: string }): Promise<HoldRequestView[]> {
  const requests = await db
    .select()
    .from(holdRequests)
    .where(and(eq(holdRequests.vendorId, owner.vendorId), eq(holdRequests.uid, owner.uid)))
    .orderBy(desc(holdRequests.createdAt));
  return withLines(db, requests);
}

export type StaffHoldRequest = HoldRequestView & { customer: { name: string; email: string; isAuthorized: boolean | null } };

/** The staff inbox: the vendor's newest requests with who sent them and whether they are approved yet. */
export async function listHoldRequestsForStaff(db: Db, vendorId: string, limit = 50): Promise<StaffHoldRequest[]> {
  const rows = await db
    .select({ request: holdRequests, displayName: vendorUsers.displayName, email: vendorUsers.email, isAuthorized: vendorUsers.isAuthorized })
    .from(holdRequests)
    .leftJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
    .where(eq(holdRequests.vendorId, vendorId))
    .orderBy(desc(holdRequests.createdAt))
    .limit(limit);
  const views = await withLines(
    db,
    rows.map((row) => row.request),
  );
  return views.map((view, index) => {
    const row = rows[index]!;
    return { ...view, customer: { name: row.displayName ?? '', email: row.email ?? '', isAuthorized: row.isAuthorized ?? null } };
  });
}
