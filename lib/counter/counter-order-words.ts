import { longDay } from '@/lib/text/calendar-day';
import type { LineBack, OrderMoved } from './order-moves';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * What the counter says after "Check out all" or "Check in all" (issue 38 §2), at the top of the order
 * where the person looks: how many lines moved and which, each refused line in its own words (another
 * clerk was quicker); of a return, the units missing (blocked as lost until staff end the block,
 * decision 93) and damaged (in repair until marked repaired, decision 144), where loss is billed, the
 * condition noted, and the first overbooked day the lost units make.
 */
export function orderMovedWords(way: 'out' | 'in', moved: OrderMoved, said: readonly LineBack[] = [], locale = 'en-US'): string {
  const done = moved.results.filter((result) => result.ok);
  const parts = [
    done.length > 0
      ? `Checked ${way} ${count(done.length, 'line')} of ${moved.number}: ${done.map((result) => result.words).join(', ')}.`
      : `Nothing of ${moved.number} was checked ${way}.`,
    ...moved.results.filter((result) => !result.ok).map((result) => result.words),
  ];
  const back = said.filter((line) => done.some((result) => result.lineId === line.lineId));
  const missing = back.reduce((sum, line) => sum + line.missingUnits, 0);
  const damaged = back.reduce((sum, line) => sum + line.damagedUnits, 0);
  if (missing > 0) parts.push(`${count(missing, 'unit')} missing: blocked as lost on the calendar until you end the block.`);
  if (damaged > 0) parts.push(`${count(damaged, 'unit')} damaged: in repair until marked repaired.`);
  if (missing + damaged > 0) parts.push('Bill it with “Issue L&D invoice” on the request once every line is back.');
  const notes = back.filter((line) => line.conditionNote).map((line) => line.conditionNote);
  if (notes.length > 0) parts.push(`Condition noted: ${notes.join('; ')}.`);
  if (moved.overbookedFrom) parts.push(`More is booked than the house has from ${longDay(moved.overbookedFrom, locale)}: look at the calendar.`);
  return parts.join(' ');
}
