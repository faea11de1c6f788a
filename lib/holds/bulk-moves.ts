import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor as AuditActor } from '@/lib/audit/record-audit';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { Tenant } from '@/lib/tenant';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { afterLineMove, type LineMoved } from './after-line-move';
import { staffMoveLine } from './staff-move-line';

export type BulkMove = { requestId: string; event: 'accept' | 'decline'; lineIds: string[]; reason: string };
export type BulkResult = { lineId: string; ok: boolean; words: string };

type House = Parameters<typeof staffMoveLine>[1] & Pick<Tenant, 'request'>;

/**
 * Staff act on several lines of one request together (issue 25 §2): "Accept all that fit" (the lines
 * chosen, or every line not answered yet when none is) and "Decline selected" with one reason. Each
 * line is its own guarded move (`staffMoveLine`), so the database still refuses what cannot happen —
 * a line that does not fit, one moved meanwhile — and the others go ahead; one result line per move.
 */
export async function staffMoveLines(
  db: Db,
  house: House,
  move: BulkMove,
  { audit, today }: { audit: AuditActor; today: CalendarDay },
): Promise<Result<{ results: BulkResult[] }>> {
  const onRequest = and(eq(holdLines.requestId, move.requestId), eq(holdRequests.vendorId, house.vendor.id));
  if (move.event === 'decline' && move.lineIds.length === 0) return { ok: false, error: new AppError('invalid', 'Choose the lines to decline.') };
  const chosen = move.lineIds.length > 0 ? and(onRequest, inArray(holdLines.id, move.lineIds)) : and(onRequest, eq(holdLines.state, 'requested'));
  const lines = await db
    .select({ id: holdLines.id, title: holdLines.title, sku: holdLines.sku })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(chosen)
    .orderBy(asc(holdLines.seq));
  if (lines.length === 0) return { ok: false, error: new AppError('invalid', 'No line of this request is waiting for an answer.') };
  const type = house.request.type.toLowerCase();
  const results: BulkResult[] = [];
  const done: LineMoved[] = [];
  for (const line of lines) {
    const moved = await staffMoveLine(
      db,
      house,
      { lineId: line.id, event: move.event, reason: move.reason, offerAlternates: false, conditionNote: '', missingUnits: 0 },
      { audit, today, batched: true },
    );
    if (moved.ok) done.push(moved.data.moved);
    const name = `${line.title} (${line.sku})`;
    results.push(
      moved.ok
        ? { lineId: line.id, ok: true, words: move.event === 'accept' ? `${name}: accepted, on ${type}.` : `${name}: declined.` }
        : { lineId: line.id, ok: false, words: `${name}: ${moved.error.message}` },
    );
  }
  // What follows, once for every line moved (decision 142): one email per request and news, then the promotions.
  await afterLineMove(db, house, done);
  return { ok: true, data: { results } };
}
