import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdRequests } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { MoveBookedTimesInput } from './booked-time-field';
import { bookingProblem, type BookingHouse } from './dock-load';

/**
 * Staff set or move a request's booked pick-up and return times (issue 38 §4) from its page: within
 * the day's opening hours and the dock's capacity, counted without the request's own old times,
 * under the days' lock. A claim keeps its collection window instead. Recorded in the request's history.
 */
export async function moveBookedTimes(
  db: Db,
  vendorId: string,
  input: MoveBookedTimesInput,
  house: BookingHouse,
  actor: Actor,
): Promise<Result<{ pickUpTime: string | null; returnTime: string | null }>> {
  try {
    return await db.transaction(async (tx) => {
      const [request] = await tx
        .select({
          kind: holdRequests.kind,
          pickUpOn: holdRequests.pickUpOn,
          returnOn: holdRequests.returnOn,
          pickUpTime: holdRequests.pickUpTime,
          returnTime: holdRequests.returnTime,
        })
        .from(holdRequests)
        .where(and(eq(holdRequests.id, input.requestId), eq(holdRequests.vendorId, vendorId)))
        .for('update');
      if (!request) throw new AppError('notFound', 'We could not find that request.');
      if (request.kind === 'claim') throw new AppError('invalid', 'A claim is collected in its window: it has no booked times.');
      const booking = { pickUpOn: request.pickUpOn, returnOn: request.returnOn, pickUpTime: input.pickUpTime, returnTime: input.returnTime };
      const problem = await bookingProblem(tx, vendorId, booking, house, { exceptRequestId: input.requestId });
      if (problem) throw new AppError('invalid', problem.message, { fieldErrors: { [problem.field]: problem.message } });
      await tx
        .update(holdRequests)
        .set({ pickUpTime: input.pickUpTime, returnTime: input.returnTime, updatedAt: new Date() })
        .where(eq(holdRequests.id, input.requestId));
      await recordAudit(tx, {
        vendorId,
        actor,
        subjectType: 'request',
        subjectId: input.requestId,
        action: 'bookedTimes',
        before: { pickUpTime: request.pickUpTime, returnTime: request.returnTime },
        after: { pickUpTime: input.pickUpTime, returnTime: input.returnTime },
      });
      return { ok: true as const, data: { pickUpTime: input.pickUpTime, returnTime: input.returnTime } };
    });
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
