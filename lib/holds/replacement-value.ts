import 'server-only';
import { eq } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { items } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';

const dollars = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));

/**
 * Issue 38 §2: a replacement value typed where a unit went missing (the counter's return, or "Correct
 * the return") becomes the prop's, where it had none, audited as the item form's change is. Call it
 * under the prop's row lock, in the move's transaction.
 */
export async function keepReplacementValue(
  tx: Tx,
  { vendorId, itemId, had, typed, actor, at }: { vendorId: string; itemId: string; had: number | null; typed: number | null; actor?: Actor; at: Date },
): Promise<void> {
  if (!typed || had) return;
  await tx.update(items).set({ replacementValueCents: typed, updatedAt: at }).where(eq(items.id, itemId));
  if (actor)
    await recordAudit(
      tx,
      {
        vendorId,
        actor,
        subjectType: 'item',
        subjectId: itemId,
        action: 'edit',
        before: { replacementValue: dollars(had) },
        after: { replacementValue: dollars(typed) },
      },
      at,
    );
}
