import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { holdLines, holdRequests, itemBlocks, items, orders } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { standingInvoice } from '@/lib/invoices/standing-invoice';
import { addDays, type CalendarDay } from '@/lib/text/calendar-day';
import { MAX_BLOCK_AHEAD_DAYS } from './add-item-block';
import { askedRange } from '@/lib/availability/availability';
import { repairNote } from './return-blocks';
import { returnProblem, type CheckInFields } from './check-in-schema';
import { keepReplacementValue } from './replacement-value';

/** Issue 38 §2: with the prop's replacement value where it has none, asked when units are now missing. */
export type ReturnCorrection = Omit<CheckInFields, 'unitsBack'> & { replacementValue?: number | null };

/** Refused while the order's L&D invoice stands: it billed the figures as they were. */
export const lossDamageInvoiceStands = (number: string) =>
  `L&D invoice ${number} was issued on these figures: cancel it with a credit note first, then correct the return. Nothing was changed.`;
export const NOT_RETURNED = 'Only a line that came back can have its return corrected.';

/**
 * Staff correct what the counter wrote on a returned line (issue 26 §4, decision 136): its condition
 * note, missing and damaged units and repair amount, until an L&D invoice stands for the order (then
 * refused: a credit note cancels it first). In one transaction, the order's row locked first (the
 * lock "Issue L&D invoice" takes, so a correction and an issue never cross), then the prop's row;
 * the same checks as at the counter, and the database's own (hold_lines_missing_units_check,
 * hold_lines_damaged_units_check). More units missing than before grow the line's running lost block
 * (or start one from the day it came back); fewer shrink it, or end it. Damaged units do the same with
 * the line's repair block (decision 144: a damaged unit stays off the shelf until marked repaired),
 * and the turnaround block keeps only the units back sound, so no unit is counted twice. One audit
 * row on the request says what changed.
 */
export async function correctReturn(
  db: Db,
  vendorId: string,
  lineId: string,
  fields: ReturnCorrection,
  { staff, today, now = Date.now() }: { staff: Actor; today: CalendarDay; now?: number },
): Promise<Result<{ lineId: string }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ requestId: holdLines.requestId, itemId: holdLines.itemId, production: holdRequests.production })
        .from(holdLines)
        .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
        .where(and(eq(holdLines.id, lineId), eq(holdRequests.vendorId, vendorId)));
      if (!found) throw new AppError('notFound', 'We could not find that line.');
      const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.requestId, found.requestId)).for('update');
      if (order) {
        const { standing } = await standingInvoice(tx, order.id, 'lossAndDamage');
        if (standing) throw new AppError('conflict', lossDamageInvoiceStands(standing.number), { reason: 'LOSS_DAMAGE_INVOICED' });
      }
      const [item] = await tx.select({ replacementValueCents: items.replacementValueCents }).from(items).where(eq(items.id, found.itemId)).for('update');
      const [line] = await tx.select().from(holdLines).where(eq(holdLines.id, lineId)).for('update');
      if (!line || line.state !== 'returned') throw new AppError('conflict', NOT_RETURNED, { reason: 'NOT_RETURNED' });
      // The counter's rule (a correction is of every unit on the line), a replacement value asked for units now missing.
      const replacementValueCents = fields.replacementValue ?? null;
      const problem = returnProblem(line.quantity, { ...fields, replacementValueCents }, Boolean(item?.replacementValueCents));
      if (problem) throw new AppError('invalid', problem.words, { fieldErrors: { [problem.field]: problem.words } });
      const before = { conditionNote: line.conditionNote, missingUnits: line.missingUnits, damagedUnits: line.damagedUnits, repairCents: line.repairCents };
      const after = {
        conditionNote: fields.conditionNote,
        missingUnits: fields.missingUnits,
        damagedUnits: fields.damagedUnits,
        repairCents: fields.repairCents,
      };
      await tx
        .update(holdLines)
        .set({ ...after, unread: true })
        .where(eq(holdLines.id, lineId));
      const at = new Date(now);
      await keepReplacementValue(tx, {
        vendorId,
        itemId: found.itemId,
        had: item?.replacementValueCents ?? null,
        typed: replacementValueCents,
        actor: staff,
        at,
      });
      const blocks = {
        ...(await followMissing(tx, line, found.production, fields.missingUnits - line.missingUnits, today, at)),
        ...(await followDamaged(tx, line, found.production, fields.damagedUnits - line.damagedUnits, today, at)),
      };
      await followSound(tx, line.id, -(fields.missingUnits - line.missingUnits) - (fields.damagedUnits - line.damagedUnits));
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'request',
          subjectId: found.requestId,
          action: 'correctReturn',
          before: { lineId, title: line.title, ...before },
          after: { lineId, title: line.title, ...after, ...blocks },
        },
        at,
      );
      return { lineId };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}

/** The calendar follows a change in missing units: the line's lost block still running grows or shrinks (decision 93). */
async function followMissing(
  tx: Tx,
  line: { id: string; itemId: string; sku: string; backOn: string | null },
  production: string,
  delta: number,
  today: CalendarDay,
  at: Date,
): Promise<{ lostBlockId?: string; lostUnits?: number }> {
  if (delta === 0) return {};
  const [running] = await tx
    .select({ id: itemBlocks.id, quantity: itemBlocks.quantity })
    .from(itemBlocks)
    .where(and(eq(itemBlocks.lineId, line.id), eq(itemBlocks.reason, 'lost'), sql`upper(${itemBlocks.period}) > ${today}::date`))
    .limit(1)
    .for('update');
  if (running) {
    const quantity = running.quantity + delta;
    if (quantity <= 0) await tx.delete(itemBlocks).where(eq(itemBlocks.id, running.id));
    else await tx.update(itemBlocks).set({ quantity }).where(eq(itemBlocks.id, running.id));
    return { lostBlockId: running.id, lostUnits: Math.max(0, quantity) };
  }
  if (delta < 0) return {};
  const from = line.backOn ?? today;
  const id = randomUUID();
  await tx.insert(itemBlocks).values({
    id,
    itemId: line.itemId,
    quantity: delta,
    period: askedRange(from, addDays(from, MAX_BLOCK_AHEAD_DAYS)),
    reason: 'lost',
    note: `Did not come back from ${production || 'a production'} (${line.sku})`,
    lineId: line.id,
    createdAt: at,
  });
  return { lostBlockId: id, lostUnits: delta };
}

/**
 * The calendar follows a change in damaged units (decision 144): the line's repair block still running
 * grows or shrinks (gone when none is left damaged). With none running, more damaged units start one:
 * from the day the line came back, as the counter would have, or from today when its damage was
 * marked repaired already (the units newly found damaged are in repair from now).
 */
async function followDamaged(
  tx: Tx,
  line: { id: string; itemId: string; sku: string; backOn: string | null },
  production: string,
  delta: number,
  today: CalendarDay,
  at: Date,
): Promise<{ repairBlockId?: string; inRepair?: number }> {
  if (delta === 0) return {};
  const repairs = await tx
    .select({ id: itemBlocks.id, quantity: itemBlocks.quantity, running: sql<boolean>`upper(${itemBlocks.period}) > ${today}::date` })
    .from(itemBlocks)
    .where(and(eq(itemBlocks.lineId, line.id), eq(itemBlocks.reason, 'repair')))
    .for('update');
  const running = repairs.find((block) => block.running);
  if (running) {
    const quantity = running.quantity + delta;
    if (quantity <= 0) await tx.delete(itemBlocks).where(eq(itemBlocks.id, running.id));
    else await tx.update(itemBlocks).set({ quantity }).where(eq(itemBlocks.id, running.id));
    return { repairBlockId: running.id, inRepair: Math.max(0, quantity) };
  }
  if (delta < 0) return {};
  const from = repairs.length > 0 ? today : (line.backOn ?? today);
  const id = randomUUID();
  await tx.insert(itemBlocks).values({
    id,
    itemId: line.itemId,
    quantity: delta,
    period: askedRange(from, addDays(from, MAX_BLOCK_AHEAD_DAYS)),
    reason: 'repair',
    note: repairNote(production, line.sku),
    lineId: line.id,
    createdAt: at,
  });
  return { repairBlockId: id, inRepair: delta };
}

/**
 * The line's turnaround block keeps the units that came back sound (decision 144): fewer when more are
 * now missing or damaged, more when fewer are. None left, it goes. A line none of whose units came back
 * sound has no turnaround block to grow; its days are past by the time a return is corrected.
 */
async function followSound(tx: Tx, lineId: string, delta: number): Promise<void> {
  if (delta === 0) return;
  const [turnaround] = await tx
    .select({ id: itemBlocks.id, quantity: itemBlocks.quantity })
    .from(itemBlocks)
    .where(and(eq(itemBlocks.lineId, lineId), eq(itemBlocks.reason, 'other')))
    .limit(1)
    .for('update');
  if (!turnaround) return;
  const quantity = turnaround.quantity + delta;
  if (quantity <= 0) await tx.delete(itemBlocks).where(eq(itemBlocks.id, turnaround.id));
  else await tx.update(itemBlocks).set({ quantity }).where(eq(itemBlocks.id, turnaround.id));
}
