import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { items, setListComments, setListItems, setLists, setListShares, type Dimensions, type LineReview, type Photo } from '@/lib/db/schema';
import type { CustomerKey } from '@/lib/house/customer-key';
import type { SetListChoice } from './set-list-state';

const mine = ({ vendorId, uid }: CustomerKey) => and(eq(setLists.vendorId, vendorId), eq(setLists.uid, uid));

/** What every view of a list says about it. */
type SetListFields = {
  id: string;
  name: string;
  production: string;
  scene: string;
  pickUpOn: string | null;
  returnOn: string | null;
  archived: boolean;
  updatedAt: Date;
};

export type SetListSummary = SetListFields & {
  lineCount: number;
  unitCount: number;
};

/** The person's lists, most recently changed first, archived ones included (the page shows them apart). */
export async function listSetLists(db: Db, owner: CustomerKey): Promise<SetListSummary[]> {
  const rows = await db
    .select({
      id: setLists.id,
      name: setLists.name,
      production: setLists.production,
      scene: setLists.scene,
      pickUpOn: setLists.pickUpOn,
      returnOn: setLists.returnOn,
      archivedAt: setLists.archivedAt,
      lineCount: sql<number>`count(${setListItems.id})::int`,
      unitCount: sql<number>`coalesce(sum(${setListItems.quantity}), 0)::int`,
      updatedAt: setLists.updatedAt,
    })
    .from(setLists)
    .leftJoin(setListItems, eq(setListItems.setListId, setLists.id))
    .where(mine(owner))
    .groupBy(setLists.id)
    .orderBy(desc(setLists.updatedAt), setLists.id);
  return rows.map(({ archivedAt, ...row }) => ({ ...row, archived: archivedAt !== null }));
}

export async function listSetListChoices(db: Db, owner: CustomerKey): Promise<SetListChoice[]> {
  const rows = await db
    .select({ id: setLists.id, name: setLists.name, itemIds: sql<(string | null)[]>`array_agg(${setListItems.itemId})` })
    .from(setLists)
    .leftJoin(setListItems, eq(setListItems.setListId, setLists.id))
    .where(and(mine(owner), isNull(setLists.archivedAt)))
    .groupBy(setLists.id)
    .orderBy(desc(setLists.updatedAt), setLists.id);
  return rows.map((row) => ({ id: row.id, name: row.name, itemIds: row.itemIds.filter((id): id is string => id !== null) }));
}

export type SetListLine = {
  id: string;
  itemId: string | null;
  title: string;
  sku: string;
  quantity: number;
  note: string;
  review: LineReview | null;
  reviewedBy: string | null;
  photo: Photo | null;
  /** Units the house has now; null when the prop has left the catalogue. */
  stock: number | null;
  weeklyPrice: number | null;
  currency: string | null;
  /** The id of a prop staff hid or archived, kept so the line can offer what could stand in for it (issue 28 §5); null otherwise. */
  leftItemId: string | null;
  /** The prop's period and size (issue 39 §4), what a set decorator checks on every line; null when it has left the catalogue. */
  period: string | null;
  dimensions: Dimensions | null;
};

export type SetListComment = { id: string; authorName: string; body: string; createdAt: Date };

export type SetListView = SetListFields & {
  notes: string;
  lines: SetListLine[];
  comments: SetListComment[];
};

async function viewOf(db: Db, list: typeof setLists.$inferSelect): Promise<SetListView> {
  const [lines, comments] = await Promise.all([
    db
      .select({
        id: setListItems.id,
        itemId: setListItems.itemId,
        title: setListItems.title,
        sku: setListItems.sku,
        quantity: setListItems.quantity,
        note: setListItems.note,
        review: setListItems.review,
        reviewedBy: setListItems.reviewedBy,
        // The first photo only: a line shows one, and 200 lines' whole photo lists cost their parse.
        photo: sql<Photo | null>`${items.photos} -> 0`,
        stock: items.quantity,
        weeklyPrice: items.weeklyPrice,
        currency: items.currency,
        period: items.period,
        dimensions: items.dimensions,
        status: items.status,
      })
      .from(setListItems)
      .leftJoin(items, eq(items.id, setListItems.itemId))
      .where(eq(setListItems.setListId, list.id))
      .orderBy(asc(setListItems.seq)),
    db
      .select({ id: setListComments.id, authorName: setListComments.authorName, body: setListComments.body, createdAt: setListComments.createdAt })
      .from(setListComments)
      .where(eq(setListComments.setListId, list.id))
      .orderBy(asc(setListComments.createdAt), setListComments.id),
  ]);
  return {
    id: list.id,
    name: list.name,
    production: list.production,
    scene: list.scene,
    pickUpOn: list.pickUpOn,
    returnOn: list.returnOn,
    notes: list.notes,
    archived: list.archivedAt !== null,
    updatedAt: list.updatedAt,
    // A line whose prop was hidden or archived (issue 13 §3) reads as one whose prop left the catalogue (decision 0087): kept, said plainly.
    lines: lines.map(({ photo, status, ...line }) =>
      status === 'active'
        ? { ...line, photo, leftItemId: null }
        : { ...line, itemId: null, stock: null, weeklyPrice: null, currency: null, photo: null, period: null, dimensions: null, leftItemId: line.itemId },
    ),
    comments,
  };
}

/** One of the person's lists with its lines and comments; null for a list that is not theirs. */
export async function getSetList(db: Db, owner: CustomerKey, setListId: string): Promise<SetListView | null> {
  const [list] = await db
    .select()
    .from(setLists)
    .where(and(eq(setLists.id, setListId), mine(owner)));
  return list ? viewOf(db, list) : null;
}

export type ShareLink = { token: string; createdAt: Date; expiresAt: Date | null };

/** The list's live share link, if it has one that has not expired. */
export async function liveShareLink(db: Db, setListId: string, now = Date.now()): Promise<ShareLink | null> {
  const [share] = await db
    .select({ token: setListShares.token, createdAt: setListShares.createdAt, expiresAt: setListShares.expiresAt })
    .from(setListShares)
    .where(and(eq(setListShares.setListId, setListId), isNull(setListShares.revokedAt)));
  return share && (!share.expiresAt || share.expiresAt.getTime() > now) ? share : null;
}

/** The list a live share token opens; null when the token is unknown, revoked or expired. */
export async function openShare(db: Db, token: string, now = Date.now()): Promise<typeof setLists.$inferSelect | null> {
  const [row] = await db
    .select({ list: setLists, expiresAt: setListShares.expiresAt })
    .from(setListShares)
    .innerJoin(setLists, eq(setLists.id, setListShares.setListId))
    .where(and(eq(setListShares.token, token), isNull(setListShares.revokedAt)));
  return row && (!row.expiresAt || row.expiresAt.getTime() > now) ? row.list : null;
}

/** The list a share token opens, read-only, with its lines and comments. */
export async function getSharedSetList(db: Db, token: string, now = Date.now()): Promise<SetListView | null> {
  const list = await openShare(db, token, now);
  return list ? viewOf(db, list) : null;
}

export async function hasSetLists(db: Db, owner: CustomerKey): Promise<boolean> {
  return (await db.select({ id: setLists.id }).from(setLists).where(mine(owner)).limit(1)).length > 0;
}
