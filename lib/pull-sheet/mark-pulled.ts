import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import type { Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';

export type PulledAnswer = { title: string; pulled: boolean; pulledBy: string | null };

/**
 * A confirmed line ticked as pulled on the pull sheet, or un-ticked (issue 38 §3, decision 153):
 * `pulled_at` and `pulled_by` on the line, never a state of its own, so the line is still confirmed,
 * takes its units as before and goes out at the counter as before. One statement each way: a tick
 * keeps the first clerk's time and name (`coalesce`), so two clerks ticking the same line at once
 * both see it pulled and it was pulled once; un-ticking clears it however often it is asked. A line
 * of another house, or one no longer confirmed (out already, cancelled), is refused.
 */
export async function markPulled(db: Db, vendorId: string, lineId: string, pulled: boolean, actor: Actor, now = new Date()): Promise<Result<PulledAnswer>> {
  const ofHouse = sql`exists (select 1 from ${holdRequests} where ${holdRequests.id} = ${holdLines.requestId} and ${holdRequests.vendorId} = ${vendorId})`;
  const [line] = await db
    .update(holdLines)
    .set(
      pulled
        ? { pulledAt: sql`coalesce(${holdLines.pulledAt}, ${now.toISOString()}::timestamptz)`, pulledBy: sql`coalesce(${holdLines.pulledBy}, ${actor.name})` }
        : { pulledAt: null, pulledBy: null },
    )
    .where(and(eq(holdLines.id, lineId), eq(holdLines.state, 'confirmed'), ofHouse))
    .returning({ title: holdLines.title, pulledAt: holdLines.pulledAt, pulledBy: holdLines.pulledBy });
  if (line) return { ok: true, data: { title: line.title, pulled: line.pulledAt !== null, pulledBy: line.pulledBy } };
  const [other] = await db
    .select({ state: holdLines.state, title: holdLines.title })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(and(eq(holdLines.id, lineId), eq(holdRequests.vendorId, vendorId)));
  if (!other) return { ok: false, error: new AppError('notFound', 'That line is not on the pull sheet any more: reload the page.') };
  const why = other.state === 'out' ? 'is out already' : other.state === 'returned' ? 'is back already' : 'is no longer confirmed';
  return { ok: false, error: new AppError('conflict', `${other.title} ${why}: it is not on the pull sheet any more.`) };
}

/** What staff read when a tick is saved. */
export function pulledMessage({ title, pulled, pulledBy }: PulledAnswer): string {
  return pulled ? `${title}: Pulled${pulledBy ? ` (by ${pulledBy})` : ''}.` : `${title}: not pulled.`;
}
