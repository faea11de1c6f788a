import 'server-only';
import type { Actor as AuditActor } from '@/lib/audit/record-audit';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { Tenant } from '@/lib/tenant';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { afterLineMove, type LineMoved } from './after-line-move';
import { earlyPickUpQuestion } from './counter-words';
import { declineOfferWords } from './decline-alternates';
import type { LineEvent, LineState } from '@/lib/availability/hold-lifecycle';
import { moveLine, type ReturnedPart } from './move-line';
import { paperworkQuestion } from './refusal-words';
import { requestPaperwork } from '@/lib/productions/read-productions';
import type { ReturnBlocks } from './return-blocks';

export type StaffLineMove = {
  lineId: string;
  event: Extract<LineEvent, 'accept' | 'queue' | 'challenge' | 'confirm' | 'checkOut' | 'checkIn' | 'collect' | 'release' | 'decline' | 'revive'>;
  reason: string;
  offerAlternates: boolean;
  conditionNote: string;
  missingUnits: number;
  /** Issue 26 §4: units back damaged, and the repair amount in cents (absent from moves that are no check-in). */
  damagedUnits?: number;
  repairCents?: number;
  /** Issue 26 §5: how many of the units out are back today; absent is all of them. */
  unitsBack?: number;
  /** Issue 38 §2: the prop's replacement value typed at "Mark returned", in cents; null or absent is none typed. */
  replacementValue?: number | null;
  /** "Mark out now": the answer to the question before a line goes out before its pick-up day. */
  early?: boolean;
  /** Issue 36 §2: yes to "No valid certificate of insurance: confirm anyway?", where the house only warns. */
  anyway?: boolean;
};

type House = Pick<Tenant, 'request' | 'vendor' | 'holds' | 'locale' | 'hasCreditCardAuth' | 'billing'>;

/**
 * A staff member's move of one line (issue 12 §6, issue 25 §5), the one call an action makes: a
 * decline's stand-ins read into its reason (issue 28 §5), the guarded move with its audit row and,
 * at the counter, its blocks (decision 93), then what follows every move (`afterLineMove`: the
 * customer told, freed units promoted at once). A line marked out before its pick-up day is asked
 * about first (issue 25 §4): refused with the question until the move says `early`. A confirm for a
 * production on account without a PO number, or without a valid certificate of insurance (issue 26
 * §1), is refused with those words where the house's `billing.paperworkCheck` is 'refuse'; with
 * 'warn' it is a question (issue 36 §2: "No valid certificate of insurance: confirm anyway?"), refused
 * with the question until the move says `anyway`.
 * A move that is one of several (`batched`, as `staffMoveLines` makes them) leaves what follows to
 * its caller, who runs `afterLineMove` once for all the lines moved (decision 142: one email per
 * request and news); the move it answers (`moved`) is what to pass on.
 */
export async function staffMoveLine(
  db: Db,
  house: House,
  move: StaffLineMove,
  { audit, today, now = Date.now(), batched = false }: { audit: AuditActor; today: CalendarDay; now?: number; batched?: boolean },
): Promise<
  Result<{
    lineId: string;
    from: LineState;
    to: LineState;
    blocks?: ReturnBlocks;
    orderNumber?: string;
    part?: ReturnedPart;
    promoted: number;
    moved: LineMoved;
  }>
> {
  if (move.event === 'checkOut' && !move.early) {
    const [line] = await db
      .select({ pickUpOn: holdRequests.pickUpOn })
      .from(holdLines)
      .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
      .where(eq(holdLines.id, move.lineId));
    if (line && today < line.pickUpOn)
      return { ok: false, error: new AppError('conflict', earlyPickUpQuestion(line.pickUpOn, house.locale), { reason: 'EARLY_PICK_UP' }) };
  }
  if (move.event === 'confirm' && (house.billing.paperworkCheck === 'refuse' || !move.anyway)) {
    const { warnings } = await requestPaperwork(db, { lineId: move.lineId }, today);
    if (warnings.length > 0 && house.billing.paperworkCheck === 'refuse')
      return { ok: false, error: new AppError('conflict', `${warnings.join('. ')}.`, { reason: 'PAPERWORK' }) };
    if (warnings.length > 0) return { ok: false, error: new AppError('conflict', paperworkQuestion(warnings), { reason: 'PAPERWORK_QUESTION' }) };
  }
  const offered = move.event === 'decline' && move.offerAlternates ? await declineOfferWords(db, move.lineId, house.locale) : '';
  const moved = await moveLine(db, move.lineId, move.event, 'staff', {
    now,
    reason: [move.reason, offered].filter(Boolean).join(' '),
    cardRequired: house.hasCreditCardAuth,
    requestType: house.request.type,
    audit,
    today,
    returned: {
      conditionNote: move.conditionNote,
      missingUnits: move.missingUnits,
      damagedUnits: move.damagedUnits ?? 0,
      repairCents: move.repairCents ?? 0,
      ...(move.unitsBack !== undefined ? { unitsBack: move.unitsBack } : {}),
      replacementValueCents: move.replacementValue ?? null,
      today,
      turnaroundDays: house.holds.turnaroundDays,
    },
  });
  if (!moved.ok) return moved;
  // A part that came back (issue 26 §5) is told of as the returned line it became.
  const told: LineMoved = { lineId: moved.data.part?.returnedLineId ?? move.lineId, event: move.event, by: 'staff' };
  const { promoted } = batched ? { promoted: 0 } : await afterLineMove(db, house, [told], now);
  return { ok: true, data: { ...moved.data, promoted, moved: told } };
}
