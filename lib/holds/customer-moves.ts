import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import { tenant } from '@/lib/tenant';
import { cancellationFee, cancellationWords } from './cancellation';
import { transition, type LineState } from './hold-lifecycle';
import { startOfHouseDay } from './house-time';
import { moveLine } from './move-line';

type Owner = { vendorId: string; uid: string };

/** A customer's release or cancellation of one of their own lines; a cancellation records the house's fee rule on the line. */
export async function moveOwnLine(db: Db, owner: Owner, lineId: string, event: 'release' | 'cancel', now = Date.now()): Promise<Result> {
  let reason = '';
  if (event === 'cancel') {
    const [row] = await db
      .select({ pickUpOn: holdRequests.pickUpOn })
      .from(holdLines)
      .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
      .where(eq(holdLines.id, lineId));
    if (row) reason = cancellationWords(cancellationFee(startOfHouseDay(row.pickUpOn, tenant.vendor.timezone), now, tenant.holds));
  }
  const moved = await moveLine(db, lineId, event, 'customer', { owner, reason, now });
  return moved.ok ? { ok: true, data: null } : moved;
}

/** "Release all": every line of the customer's own request that may still be released, each its own guarded move. */
export async function releaseRequest(db: Db, owner: Owner, requestId: string): Promise<Result> {
  const lines = await db
    .select({ id: holdLines.id, state: holdLines.state, kind: holdRequests.kind })
    .from(holdLines)
    .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
    .where(and(eq(holdRequests.id, requestId), eq(holdRequests.vendorId, owner.vendorId), eq(holdRequests.uid, owner.uid)));
  if (lines.length === 0) return { ok: false, error: new AppError('notFound', 'We could not find that request.') };
  const open = lines.filter((line) => transition(line.state as LineState, 'release', 'customer', line.kind).ok);
  if (open.length === 0) return { ok: false, error: new AppError('conflict', 'Nothing on this request can be released now.') };
  for (const line of open) await moveLine(db, line.id, 'release', 'customer', { owner });
  return { ok: true, data: null };
}
