import 'server-only';
import type { Db } from '@/lib/db';
import { tellOfLineMoves, type LineMoved } from './hold-emails';
import { promoteWaiting, type House } from './promote-waiting';

export type { House } from './promote-waiting';
export type { LineMoved } from './hold-emails';

/**
 * What follows a line's move, in one place for every cause (issue 25 §5): the customers of the moved
 * lines are told, one email per request and news however many lines moved (decision 142; `movesEmail`
 * decides which moves are news), then the units any of them freed go at once to the second holds
 * waiting, oldest first. A move of several lines (a bulk accept, "Release all", the sweep) runs this
 * once for all of them. Also run with no moved line when units are freed another way: a block ended,
 * a prop's quantity raised. The unread counts are rewritten by `moveLine` in the move's own
 * transaction, so they never lag the line.
 *
 * Runs after the move committed: an email that fails is logged and never undoes the move, and a
 * promotion that loses a race (the sweep got there first) is simply not counted.
 */
export async function afterLineMove(db: Db, house: House, moved: readonly LineMoved[], now = Date.now()): Promise<{ promoted: number }> {
  await tellOfLineMoves(db, moved, house);
  return { promoted: await promoteWaiting(db, house, now) };
}
