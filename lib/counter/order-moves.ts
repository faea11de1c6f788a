import 'server-only';
import type { Actor as AuditActor } from '@/lib/audit/record-audit';
import type { Db } from '@/lib/db';
import { AppError, fail, type Result } from '@/lib/errors/app-error';
import { afterLineMove, type LineMoved } from '@/lib/holds/after-line-move';
import { returnProblem, type ReturnFigures } from '@/lib/holds/check-in-schema';
import { earlyPickUpQuestion } from '@/lib/holds/counter-words';
import { staffMoveLine } from '@/lib/holds/staff-move-line';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { orderAtCounter } from './counter-orders';
import type { CounterOrderLine } from './counter-order-types';

type House = Parameters<typeof staffMoveLine>[1];
type Context = { audit: AuditActor; today: CalendarDay; now?: number };

/** One line's answer of a whole order's move: moved, or refused in words (moved meanwhile by someone else). */
export type OrderLineResult = { lineId: string; ok: boolean; words: string };
/** `overbookedFrom`: the first day more is booked than the house has, once units came back missing (decision 93). */
export type OrderMoved = { number: string; moved: number; results: OrderLineResult[]; overbookedFrom: CalendarDay | null };

/** What staff say of one line coming back: it stays out, or its figures (all back and nothing wrong when left as they are). */
export type LineBack = { lineId: string; stays: boolean; conditionNote: string } & ReturnFigures;

const named = (line: Pick<CounterOrderLine, 'title' | 'sku'>) => `${line.title} (${line.sku})`;

/**
 * "Check out all" (issue 38 §2): every line of the order confirmed to go out, but those staff said
 * stay, goes out in one confirmation. Out before the pick-up day is asked once for the whole order.
 * Each line is its own guarded move (`staffMoveLine`: the line's state is compared and set in one
 * write under the prop's lock), so two clerks pressing it at once never mark a unit out twice: the
 * second is told the line is already out. The customer hears of it once (`afterLineMove`).
 */
export async function checkOutOrder(
  db: Db,
  house: House,
  move: { number: string; stays: readonly string[]; early: boolean },
  context: Context,
): Promise<Result<OrderMoved>> {
  const order = await orderAtCounter(db, house.vendor.id, move.number);
  if (!order) return fail('notFound', `We could not find order ${move.number}.`);
  const waiting = order.lines.filter((line) => line.state === 'confirmed');
  if (waiting.length === 0) return fail('conflict', `Nothing of ${order.number} is waiting to go out.`, { reason: 'NOTHING_TO_GO' });
  const going = waiting.filter((line) => !move.stays.includes(line.id));
  if (going.length === 0) return fail('invalid', 'Every line is marked to stay: untick one to check it out.');
  if (context.today < order.pickUpOn && !move.early) return fail('conflict', earlyPickUpQuestion(order.pickUpOn, house.locale), { reason: 'EARLY_PICK_UP' });
  return moveEach(db, house, order.number, going, context, (line) => ({
    lineId: line.id,
    event: 'checkOut',
    reason: '',
    offerAlternates: false,
    conditionNote: '',
    missingUnits: 0,
    early: true,
  }));
}

/**
 * "Check in all" (issue 38 §2): every line of the order out comes back, but those staff said stay
 * out; each with the figures typed for it (units back today, missing, damaged, repair, a replacement
 * value where the prop has none), all of them checked before any line moves, so a mistake on the
 * fourth line leaves the first three as they were. Partial returns are as on one line (issue 26 §5).
 */
export async function checkInOrder(db: Db, house: House, move: { number: string; lines: readonly LineBack[] }, context: Context): Promise<Result<OrderMoved>> {
  const order = await orderAtCounter(db, house.vendor.id, move.number);
  if (!order) return fail('notFound', `We could not find order ${move.number}.`);
  const out = order.lines.filter((line) => line.state === 'out');
  if (out.length === 0) return fail('conflict', `Nothing of ${order.number} is out to come back.`, { reason: 'NOTHING_OUT' });
  const said = new Map(move.lines.map((line) => [line.lineId, line]));
  const back = out.filter((line) => !said.get(line.id)?.stays);
  if (back.length === 0) return fail('invalid', 'Every line is marked to stay out: untick one to check it in.');
  const fieldErrors: Record<string, string> = {};
  for (const line of back) {
    const problem = returnProblem(line.quantity, figuresOf(said.get(line.id)), line.hasReplacementValue);
    if (problem) fieldErrors[`${problem.field}:${line.id}`] = `${named(line)}: ${problem.words}`;
  }
  const first = Object.values(fieldErrors)[0];
  if (first) return { ok: false, error: new AppError('invalid', first, { fieldErrors }) };
  return moveEach(db, house, order.number, back, context, (line) => {
    const figures = figuresOf(said.get(line.id));
    return {
      lineId: line.id,
      event: 'checkIn',
      reason: '',
      offerAlternates: false,
      conditionNote: said.get(line.id)?.conditionNote ?? '',
      missingUnits: figures.missingUnits,
      damagedUnits: figures.damagedUnits,
      repairCents: figures.repairCents,
      ...(figures.unitsBack !== undefined ? { unitsBack: figures.unitsBack } : {}),
      replacementValue: figures.replacementValueCents,
    };
  });
}

/** A line left as it was: all its units back, nothing missing or damaged. */
function figuresOf(said: LineBack | undefined): ReturnFigures {
  return said ?? { missingUnits: 0, damagedUnits: 0, repairCents: 0, replacementValueCents: null };
}

async function moveEach(
  db: Db,
  house: House,
  number: string,
  lines: readonly CounterOrderLine[],
  { audit, today, now = Date.now() }: Context,
  moveOf: (line: CounterOrderLine) => Parameters<typeof staffMoveLine>[2],
): Promise<Result<OrderMoved>> {
  const results: OrderLineResult[] = [];
  const done: LineMoved[] = [];
  let overbookedFrom: CalendarDay | null = null;
  for (const line of lines) {
    const moved = await staffMoveLine(db, house, moveOf(line), { audit, today, now, batched: true });
    if (moved.ok) done.push(moved.data.moved);
    const over = moved.ok ? (moved.data.blocks?.overbookedFrom ?? null) : null;
    if (over && (!overbookedFrom || over < overbookedFrom)) overbookedFrom = over;
    results.push({ lineId: line.id, ok: moved.ok, words: moved.ok ? named(line) : `${named(line)}: ${moved.error.message}` });
  }
  // What follows, once for every line moved (decision 142): one email for the order, then promotions.
  await afterLineMove(db, house, done, now);
  return { ok: true, data: { number, moved: done.length, results, overbookedFrom } };
}
