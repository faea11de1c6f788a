import 'server-only';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '@/lib/db';
import { itemAlternates, items, type ItemStatus } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { typedLine } from '@/lib/text/typed-text';
import { lockItem } from './lock-item';

/**
 * Alternates staff link by hand (issue 28 §5, decision 112): props either of which can stand in for
 * the other, offered first among a prop's similar props, and first when it cannot cover a list's
 * quantity or days. One row per pair (lib/db/schema/catalog.ts), audited on both props.
 */

/** More than a dozen hand-picked stand-ins is a kind, not a list: the Kind field says that better. */
export const MAX_ALTERNATES = 12;

export const alternateSkuSchema = typedLine('the SKU').min(1, 'Enter the SKU of the alternate.').max(40, 'Keep the SKU to 40 characters.');

export const linkAlternateSchema = z.object({ itemId: typedLine('the item').min(1).max(100), sku: alternateSkuSchema });
export const unlinkAlternateSchema = z.object({ itemId: typedLine('the item').min(1).max(100), alternateId: typedLine('the alternate').min(1).max(100) });

/** An alternate as the staff's item page lists it, hidden and archived ones too (crews never see those). */
export type StaffAlternate = { id: string; title: string; sku: string; status: ItemStatus };

const otherOf = (itemId: string) =>
  sql<string>`case when ${itemAlternates.itemAId} = ${itemId} then ${itemAlternates.itemBId} else ${itemAlternates.itemAId} end`;

const linkOf = (itemId: string) => or(eq(itemAlternates.itemAId, itemId), eq(itemAlternates.itemBId, itemId));

/** The pair's row key: its ids in byte order, as the table's check wants them. */
const pairOf = (one: string, two: string) => (one < two ? { itemAId: one, itemBId: two } : { itemAId: two, itemBId: one });

/** One item's alternates for its staff page, by title. */
export async function readItemAlternates(db: Db, vendorId: string, itemId: string): Promise<StaffAlternate[]> {
  return db
    .select({ id: items.id, title: items.title, sku: items.sku, status: items.status })
    .from(itemAlternates)
    .innerJoin(items, eq(items.id, otherOf(itemId)))
    .where(and(eq(itemAlternates.vendorId, vendorId), linkOf(itemId)))
    .orderBy(asc(items.title), asc(items.id));
}

/** Both props locked in id order (as two staff linking the same pair from either side would), the first named by id, the second by SKU. */
async function lockPair(tx: Tx, vendorId: string, itemId: string, sku: string) {
  const [found] = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.vendorId, vendorId), or(eq(items.sku, sku), eq(items.sku, sku.toUpperCase()))))
    .orderBy(sql`${items.sku} = ${sku} desc`)
    .limit(1);
  if (!found) {
    const message = `There is no item with the SKU “${sku}”.`;
    throw new AppError('invalid', message, { reason: 'NO_SUCH_SKU', fieldErrors: { sku: message } });
  }
  if (found.id === itemId) {
    const message = 'That is this item’s own SKU: give another prop’s.';
    throw new AppError('invalid', message, { reason: 'OWN_SKU', fieldErrors: { sku: message } });
  }
  const [first, second] = [itemId, found.id].sort();
  const rows = [await lockItem(tx, vendorId, first!), await lockItem(tx, vendorId, second!)];
  return { item: rows.find((row) => row.id === itemId)!, alternate: rows.find((row) => row.id === found.id)! };
}

const named = (item: { title: string; sku: string }) => `${item.title} (${item.sku})`;

async function auditBoth(
  tx: Tx,
  vendorId: string,
  actor: Actor,
  action: 'linkAlternate' | 'unlinkAlternate',
  pair: { id: string; title: string; sku: string }[],
  now: Date,
) {
  for (const [subject, other] of [pair, [...pair].reverse()]) {
    const change = { alternate: named(other!) };
    await recordAudit(
      tx,
      {
        vendorId,
        actor,
        subjectType: 'item',
        subjectId: subject!.id,
        action,
        before: action === 'linkAlternate' ? {} : change,
        after: action === 'linkAlternate' ? change : {},
      },
      now,
    );
  }
}

/** "Add alternate": the prop with this SKU becomes an alternate of the item, and the item of it. */
export async function linkAlternate(
  db: Db,
  vendorId: string,
  { itemId, sku }: z.infer<typeof linkAlternateSchema>,
  actor: Actor,
  now = new Date(),
): Promise<Result<{ title: string; sku: string }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const { item, alternate } = await lockPair(tx, vendorId, itemId, sku);
      for (const side of [item, alternate]) {
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(itemAlternates)
          .where(linkOf(side.id));
        if (count >= MAX_ALTERNATES) {
          const message = `${side.title} has ${MAX_ALTERNATES} alternates already: remove one first, or give both the same Kind.`;
          throw new AppError('conflict', message, { reason: 'TOO_MANY_ALTERNATES', fieldErrors: { sku: message } });
        }
      }
      const inserted = await tx
        .insert(itemAlternates)
        .values({ vendorId, ...pairOf(item.id, alternate.id), createdAt: now })
        .onConflictDoNothing()
        .returning({ itemAId: itemAlternates.itemAId });
      if (inserted.length === 0) {
        const message = `${named(alternate)} is an alternate already.`;
        throw new AppError('conflict', message, { reason: 'ALREADY_LINKED', fieldErrors: { sku: message } });
      }
      await auditBoth(tx, vendorId, actor, 'linkAlternate', [item, alternate], now);
      return { title: alternate.title, sku: alternate.sku };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/** "Remove": the two props are no longer each other's alternates. */
export async function unlinkAlternate(
  db: Db,
  vendorId: string,
  { itemId, alternateId }: z.infer<typeof unlinkAlternateSchema>,
  actor: Actor,
  now = new Date(),
): Promise<Result<{ title: string }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const removed = await tx
        .delete(itemAlternates)
        .where(
          and(
            eq(itemAlternates.vendorId, vendorId),
            eq(itemAlternates.itemAId, pairOf(itemId, alternateId).itemAId),
            eq(itemAlternates.itemBId, pairOf(itemId, alternateId).itemBId),
          ),
        )
        .returning({ itemAId: itemAlternates.itemAId });
      if (removed.length === 0) throw new AppError('notFound', 'That prop is not an alternate of this item any more.');
      const pair = await tx
        .select({ id: items.id, title: items.title, sku: items.sku })
        .from(items)
        .where(or(eq(items.id, itemId), eq(items.id, alternateId)));
      const item = pair.find((row) => row.id === itemId)!;
      const alternate = pair.find((row) => row.id === alternateId)!;
      await auditBoth(tx, vendorId, actor, 'unlinkAlternate', [item, alternate], now);
      return { title: alternate.title };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
