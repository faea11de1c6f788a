import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Actor as AuditActor } from '@/lib/audit/record-audit';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests, vendorUsers } from '@/lib/db/schema';
import { customerName } from '@/lib/customers/customer-name';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { Tenant } from '@/lib/tenant';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { afterLineMove, type LineMoved } from './after-line-move';
import { ANSWERABLE_STATES, UNANSWERED_STATES } from './answerable';
import type { LineState } from '@/lib/availability/hold-lifecycle';
import { staffMoveLine } from './staff-move-line';

/** The moves staff make on several lines at once (issue 25 §2, issue 36 §2). */
export const BULK_EVENTS = ['accept', 'queue', 'confirm', 'decline'] as const;
export type BulkEvent = (typeof BULK_EVENTS)[number];
export type BulkMove = {
  requestId: string;
  event: BulkEvent;
  lineIds: string[];
  reason: string;
  /** Issue 36 §2: yes to "…: confirm anyway?" for "Confirm all", where the house only warns of missing paperwork. */
  anyway?: boolean;
};
export type BulkResult = { lineId: string; ok: boolean; words: string };

/**
 * The lines a move takes when none is chosen (issue 36 §2): "Accept all that fit" and "Second hold
 * for the rest" every line not answered yet; "Confirm all" every line on hold or challenged; a
 * decline from the queue's table every line staff can still answer, second holds too (`answerable.ts`).
 */
export const BULK_DEFAULT_STATES: Record<BulkEvent, readonly LineState[]> = {
  accept: UNANSWERED_STATES,
  queue: UNANSWERED_STATES,
  confirm: ['held', 'challenged'],
  decline: ANSWERABLE_STATES,
};

type House = Parameters<typeof staffMoveLine>[1] & Pick<Tenant, 'request'>;

/**
 * Staff act on several lines of one request together (issue 25 §2): "Accept all that fit" (the lines
 * chosen, or every line not answered yet when none is) and "Decline selected" with one reason; and
 * (issue 36 §2) "Second hold for the rest" and "Confirm all", each on the lines chosen or, when none
 * is, on `BULK_DEFAULT_STATES`. Each line is its own guarded move (`staffMoveLine`, the paperwork's
 * rules included), so the database still refuses what cannot happen — a line that does not fit, one
 * moved meanwhile — and the others go ahead; one result line per move, refusals in a person's words.
 * `allowDefaultDecline` lets the queue's table decline every line not answered yet of a request.
 */
export async function staffMoveLines(
  db: Db,
  house: House,
  move: BulkMove,
  { audit, today, allowDefaultDecline = false }: { audit: AuditActor; today: CalendarDay; allowDefaultDecline?: boolean },
): Promise<Result<{ results: BulkResult[] }>> {
  const onRequest = and(eq(holdLines.requestId, move.requestId), eq(holdRequests.vendorId, house.vendor.id));
  if (move.event === 'decline' && move.lineIds.length === 0 && !allowDefaultDecline)
    return { ok: false, error: new AppError('invalid', 'Choose the lines to decline.') };
  const chosen =
    move.lineIds.length > 0
      ? and(onRequest, inArray(holdLines.id, move.lineIds))
      : and(onRequest, inArray(holdLines.state, [...BULK_DEFAULT_STATES[move.event]]));
  const lines = await db
    .select({ id: holdLines.id, title: holdLines.title, sku: holdLines.sku })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(chosen)
    .orderBy(asc(holdLines.seq));
  if (lines.length === 0) return { ok: false, error: new AppError('invalid', NOTHING_TO_DO[move.event]) };
  const type = house.request.type.toLowerCase();
  const results: BulkResult[] = [];
  const done: LineMoved[] = [];
  for (const line of lines) {
    const moved = await staffMoveLine(
      db,
      house,
      { lineId: line.id, event: move.event, reason: move.reason, offerAlternates: false, conditionNote: '', missingUnits: 0, anyway: move.anyway ?? false },
      { audit, today, batched: true },
    );
    if (moved.ok) done.push(moved.data.moved);
    const name = `${line.title} (${line.sku})`;
    results.push(
      moved.ok
        ? { lineId: line.id, ok: true, words: `${name}: ${doneWords(move.event, type)}` }
        : { lineId: line.id, ok: false, words: `${name}: ${moved.error.message}` },
    );
  }
  // What follows, once for every line moved (decision 142): one email per request and news, then the promotions.
  await afterLineMove(db, house, done);
  return { ok: true, data: { results } };
}

/** What a bulk move did to one line, in the words of its result line. */
function doneWords(event: BulkEvent, type: string): string {
  return { accept: `accepted, on ${type}.`, queue: `second ${type}.`, confirm: 'confirmed.', decline: 'declined.' }[event];
}

const NOTHING_TO_DO: Record<BulkEvent, string> = {
  accept: 'No line of this request is waiting for an answer.',
  queue: 'No line of this request is waiting for an answer.',
  confirm: 'No line of this request is on hold to confirm.',
  decline: 'No line of this request is waiting for an answer.',
};

export type RequestResults = { requestId: string; name: string; ok: boolean; words: string[] };

/**
 * The queue's table acting on several requests at once (issue 36 §2): "Accept all that fit",
 * "Second hold" or "Decline" (one reason) on the lines not answered yet of each request ticked, each
 * request one `staffMoveLines` (so each is told once, its lines together), one after another. A
 * request of another house, or with nothing left to answer, says so in its own result.
 */
export async function staffMoveRequests(
  db: Db,
  house: House,
  move: { requestIds: string[]; event: Exclude<BulkEvent, 'confirm'>; reason: string },
  { audit, today }: { audit: AuditActor; today: CalendarDay },
): Promise<Result<{ requests: RequestResults[] }>> {
  if (move.requestIds.length === 0) return { ok: false, error: new AppError('invalid', 'Tick the requests to answer first.') };
  const named = await db
    .select({ id: holdRequests.id, name: customerName, production: holdRequests.production })
    .from(holdRequests)
    .leftJoin(vendorUsers, and(eq(vendorUsers.vendorId, holdRequests.vendorId), eq(vendorUsers.uid, holdRequests.uid)))
    .where(and(eq(holdRequests.vendorId, house.vendor.id), inArray(holdRequests.id, move.requestIds)));
  const requests: RequestResults[] = [];
  for (const requestId of move.requestIds) {
    const found = named.find((request) => request.id === requestId);
    if (!found) {
      requests.push({ requestId, name: 'A request', ok: false, words: ['We could not find that request.'] });
      continue;
    }
    const name = [found.name, found.production].filter(Boolean).join(', ') || 'A request';
    const moved = await staffMoveLines(
      db,
      house,
      { requestId, event: move.event, lineIds: [], reason: move.reason },
      { audit, today, allowDefaultDecline: true },
    );
    requests.push(
      moved.ok
        ? { requestId, name, ok: moved.data.results.some((result) => result.ok), words: moved.data.results.map((result) => result.words) }
        : { requestId, name, ok: false, words: [moved.error.message] },
    );
  }
  return { ok: true, data: { requests } };
}
