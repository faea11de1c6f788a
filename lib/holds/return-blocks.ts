import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Tx } from '@/lib/db';
import { itemBlocks } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { addDays, type CalendarDay } from '@/lib/text/calendar-day';
import { MAX_BLOCK_AHEAD_DAYS } from './add-item-block';
import { askedRange, dailyUnitsAway } from '@/lib/availability/availability';

/** What a line's return keeps off the shelf (decision 93). */
export type ReturnBlocks = {
  /** The returned units' turnaround block, when any came back. */
  turnaroundBlockId: string | null;
  /** The missing units' block (reason lost), when any did not. */
  lostBlockId: string | null;
  /** The damaged units' block (reason repair), open until staff mark them repaired (issue 36 §3, decision 144). */
  repairBlockId: string | null;
  /** The first day from the return on when the prop now has more units booked than on the shelf, if any. */
  overbookedFrom: CalendarDay | null;
};

type ReturnedLine = { lineId: string; requestId: string; itemId: string; title: string; sku: string; quantity: number; production: string; stock: number };

/**
 * A line came back (issue 13 §6, decision 93). Once returned the line no longer takes units, so in
 * the same transaction (the prop's row already locked by `moveLine`):
 * - the units that came back sound stay away through the return day and the house's turnaround after
 *   it, as a block (reason other, "Turnaround after return"), so the buffer runs from the day the prop
 *   really came back, early or late;
 * - the units that came back damaged stay away as a block with reason repair from the return day for
 *   as long as a block may reach, until staff mark them repaired (`markRepaired`, issue 36 §3,
 *   decision 144): a damaged unit is not free to rent because its order's days are over;
 * - the units that did not come back stay away as a block with reason lost from the return day for
 *   as long as a block may reach (two years), until staff end it on the calendar (found) or lower
 *   the prop's quantity (gone for good).
 * Neither is refused for want of room: the units are physically back in turnaround, or gone. Both
 * name the line (`line_id`), which is how the database's overbooking trigger knows them for facts and
 * lets them pass (decision 130). If the prop is now booked beyond what is on the shelf, the first
 * such day is answered for staff to act on.
 * Each block gets its audit row on the prop, as a block added by hand does.
 */
export async function keepReturnedUnitsAway(
  tx: Tx,
  vendorId: string,
  line: ReturnedLine,
  {
    missingUnits,
    damagedUnits = 0,
    today,
    turnaroundDays,
    actor,
    at,
  }: { missingUnits: number; damagedUnits?: number; today: CalendarDay; turnaroundDays: number; actor?: Actor; at: Date },
): Promise<ReturnBlocks> {
  const add = async (quantity: number, to: CalendarDay, reason: 'other' | 'lost' | 'repair', note: string) => {
    const id = randomUUID();
    await tx.insert(itemBlocks).values({ id, itemId: line.itemId, quantity, period: askedRange(today, to), reason, note, lineId: line.lineId, createdAt: at });
    if (actor)
      await recordAudit(
        tx,
        {
          vendorId,
          actor,
          subjectType: 'item',
          subjectId: line.itemId,
          action: 'block',
          before: {},
          after: { blockId: id, title: line.title, quantity, from: today, to, reason, note, lineId: line.lineId, requestId: line.requestId },
        },
        at,
      );
    return id;
  };
  const production = line.production || 'a production';
  const sound = line.quantity - missingUnits - damagedUnits;
  const turnaroundBlockId = sound > 0 ? await add(sound, addDays(today, turnaroundDays), 'other', turnaroundNote(line.production)) : null;
  const lostBlockId =
    missingUnits > 0 ? await add(missingUnits, addDays(today, MAX_BLOCK_AHEAD_DAYS), 'lost', `Did not come back from ${production} (${line.sku})`) : null;
  const repairBlockId =
    damagedUnits > 0 ? await add(damagedUnits, addDays(today, MAX_BLOCK_AHEAD_DAYS), 'repair', repairNote(line.production, line.sku)) : null;
  let overbookedFrom: CalendarDay | null = null;
  if (lostBlockId || turnaroundBlockId || repairBlockId) {
    const longest = lostBlockId || repairBlockId ? MAX_BLOCK_AHEAD_DAYS : turnaroundDays;
    const away = await dailyUnitsAway(tx, line.itemId, askedRange(today, addDays(today, longest)));
    overbookedFrom =
      [...away.entries()]
        .filter(([, load]) => load > line.stock)
        .map(([day]) => day)
        .sort()[0] ?? null;
  }
  return { turnaroundBlockId, lostBlockId, repairBlockId, overbookedFrom };
}

/** The note of a returned line's turnaround block. */
export const turnaroundNote = (production: string) => `Turnaround after return from ${production || 'a production'}`;
/** The note of a returned line's repair block: what staff read on the calendar beside "In repair". */
export const repairNote = (production: string, sku: string) => `Damaged at return from ${production || 'a production'} (${sku})`;
