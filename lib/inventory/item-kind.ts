import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { items } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { ItemKindInput } from './item-kind-schema';
import { lockItem } from './lock-item';

/**
 * The kind of prop (issue 28 §5, decision 112): what similar props are found by. Staff may name it
 * ("Bar Stool"); left empty, the database reads it from the title (migration 0024).
 */

export type ItemKind = {
  /** What staff named it, or null. */
  kind: string | null;
  /** What the title gives when staff name none: "bar stool" of "Mid-Century Chrome Bar Stool". */
  fromTitle: string;
};

/** The kind the staff's item page shows: staff's own, and what the title would give. */
export async function readItemKind(db: Db, vendorId: string, itemId: string): Promise<ItemKind | null> {
  const [row] = await db
    .select({
      kind: items.kind,
      fromTitle: sql<string>`prop_kind_words(${items.title}, array[${items.period}] || ${items.colors} || ${items.materials} || ${items.tags})`,
    })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.vendorId, vendorId)));
  return row ?? null;
}

/** "Save kind": staff name the kind, or clear it to take it from the title again; audited as an edit. */
export async function setItemKind(
  db: Db,
  vendorId: string,
  { itemId, kind }: ItemKindInput,
  actor: Actor,
  now = new Date(),
): Promise<Result<{ changed: boolean }>> {
  try {
    const changed = await db.transaction(async (tx) => {
      const row = await lockItem(tx, vendorId, itemId);
      const wanted = kind === '' ? null : kind;
      if (row.kind === wanted) return false;
      await tx.update(items).set({ kind: wanted, updatedAt: now }).where(eq(items.id, itemId));
      await recordAudit(
        tx,
        {
          vendorId,
          actor,
          subjectType: 'item',
          subjectId: itemId,
          action: 'edit',
          before: { title: row.title, kind: row.kind ?? '' },
          after: { title: row.title, kind: wanted ?? '' },
        },
        now,
      );
      return true;
    });
    return { ok: true, data: { changed } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
