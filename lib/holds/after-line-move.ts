import 'server-only';
import type { Db } from '@/lib/db';
import type { LineEvent } from './hold-lifecycle';
import { tellOfLineMove } from './hold-emails';
import { promoteWaiting, type House } from './promote-waiting';

export type { House } from './promote-waiting';

/** A line's move that has committed: what the customer must hear of. */
export type LineMoved = { lineId: string; event: LineEvent };

/**
 * What follows a line's move, in one place for every cause (issue 25 §5): the customer of each moved
 * line is told (`lineEmail` decides which moves are news), then the units any of them freed go at
 * once to the second holds waiting, oldest first. Also run with no moved line when units are freed
 * another way: a block ended, a prop's quantity raised. The unread counts are rewritten by
 * `moveLine` in the move's own transaction, so they never lag the line.
 *
 * Runs after the move committed: an email that fails is logged and never undoes the move, and a
 * promotion that loses a race (the sweep got there first) is simply not counted.
 */
export async function afterLineMove(db: Db, house: House, moved: readonly LineMoved[], now = Date.now()): Promise<{ promoted: number }> {
  for (const { lineId, event } of moved) await tellOfLineMove(db, lineId, event, house);
  return { promoted: await promoteWaiting(db, house, now) };
}
