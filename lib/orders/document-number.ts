import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { documentCounters } from '@/lib/db/schema';

const PREFIX = { order: 'ORD', invoice: 'INV', creditNote: 'CN' } as const;

/** ORD-2027-000123: the kind's prefix, the year, and the number padded to six digits. */
export function formatDocumentNumber(kind: keyof typeof PREFIX, year: number, n: number): string {
  return `${PREFIX[kind]}-${year}-${String(n).padStart(6, '0')}`;
}

/**
 * The next number of its kind in the house's year (issue 26 §2, §3). The counter's row stays locked
 * until the caller's transaction ends: a concurrent caller waits and takes the number after, and a
 * transaction that rolls back gives its number back, so the numbers neither repeat nor skip.
 */
export async function nextDocumentNumber(tx: Tx, vendorId: string, kind: keyof typeof PREFIX, year: number): Promise<string> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ vendorId, kind, year, last: 1 })
    .onConflictDoUpdate({ target: [documentCounters.vendorId, documentCounters.kind, documentCounters.year], set: { last: sql`${documentCounters.last} + 1` } })
    .returning({ last: documentCounters.last });
  return formatDocumentNumber(kind, year, row!.last);
}
