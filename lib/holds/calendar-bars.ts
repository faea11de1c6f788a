import { addDays, daysBetween, shortDay, type CalendarDay } from '@/lib/text/calendar-day';
import { daysOf, firstDayOf, addMonths, type CalendarMonth } from './calendar-month';

/**
 * The holds calendar's bars (issue 13 §5) as pure layout: each line or block of a prop that touches
 * the month becomes a bar from its first to its last day there, stacked into as few lanes as keep
 * bars from overlapping. Plain functions, safe in the browser.
 */

/** What a bar shows: a line's state (an out line past its return day is overdue), or a block's reason. */
export const BAR_KINDS = ['requested', 'secondHold', 'held', 'challenged', 'confirmed', 'out', 'overdue', 'repair', 'lost', 'other'] as const;
export type BarKind = (typeof BAR_KINDS)[number];

/** The line states the calendar draws: those asking for or taking units now (ended lines are history). */
export const CALENDAR_LINE_STATES = ['requested', 'secondHold', 'held', 'challenged', 'confirmed', 'out'] as const;
export const BLOCK_REASONS = ['repair', 'lost', 'other'] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/** Kinds that take units off the shelf; the others only ask (drawn lighter). */
const TAKES_UNITS: ReadonlySet<BarKind> = new Set(['held', 'challenged', 'confirmed', 'out', 'overdue', 'repair', 'lost', 'other']);

export function takesUnits(kind: BarKind): boolean {
  return TAKES_UNITS.has(kind);
}

/**
 * A line or a block as read: its days as a daterange's bounds [start, end), units, and for a line
 * the day it comes back (the days after it, to `end`, are the turnaround buffer).
 */
export type CalendarSpan = {
  id: string;
  kind: BarKind;
  start: CalendarDay;
  end: CalendarDay;
  units: number;
  /** A line's return day; null for a block or a claim. */
  returnOn: CalendarDay | null;
  /** The production (or customer) of a line; a block's note. */
  who: string;
  /** Where the bar leads: the request in the staff inbox, or the prop's calendar for a block. */
  href: string;
  /**
   * A block kept after a return that runs until staff end it (a damaged unit until marked repaired,
   * a lost one until found; decision 144), not to a day anyone chose: said "since" its first day.
   */
  openEnded?: boolean;
};

export type Bar = CalendarSpan & {
  /** The bar's first day in the month, 1 = the 1st. */
  column: number;
  /** How many of the month's days it covers. */
  days: number;
  /** Of those, how many are the turnaround buffer after the return, at its end. */
  turnaroundDays: number;
  /** 0-based row of the prop's stack of bars. */
  lane: number;
  /** It began before the month, or goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
};

/** Bars taking units first, so a prop's holds and blocks sit on top and requests below. */
function order(a: CalendarSpan, b: CalendarSpan): number {
  return (
    Number(takesUnits(b.kind)) - Number(takesUnits(a.kind)) ||
    a.start.localeCompare(b.start) ||
    b.end.localeCompare(a.end) ||
    BAR_KINDS.indexOf(a.kind) - BAR_KINDS.indexOf(b.kind) ||
    a.id.localeCompare(b.id)
  );
}

/**
 * One prop's spans laid out on `month`: clipped to its days (spans outside it dropped), each in the
 * first lane where it overlaps no bar already there, so a request early in the month may share the
 * top lane with a hold late in it. Answers the bars in lane order and how many lanes the prop needs
 * (at least one, so an empty row keeps its height).
 */
export function layoutBars(spans: CalendarSpan[], month: CalendarMonth): { bars: Bar[]; lanes: number } {
  const first = firstDayOf(month);
  const next = firstDayOf(addMonths(month, 1));
  const lanes: [CalendarDay, CalendarDay][][] = [];
  const bars: Bar[] = [];
  for (const span of spans.filter((span) => span.start < next && span.end > first && span.start < span.end).sort(order)) {
    const from = span.start > first ? span.start : first;
    const until = span.end < next ? span.end : next;
    let lane = lanes.findIndex((taken) => taken.every(([start, end]) => end <= from || start >= until));
    if (lane === -1) lane = lanes.push([]) - 1;
    lanes[lane]!.push([from, until]);
    // An overdue line runs to today: its days after the return day are late, not a turnaround.
    const backFrom = span.returnOn && span.kind !== 'overdue' ? addDays(span.returnOn, 1) : until;
    bars.push({
      ...span,
      column: daysBetween(first, from) + 1,
      days: daysBetween(from, until),
      turnaroundDays: Math.max(0, daysBetween(backFrom > from ? backFrom : from, until)),
      lane,
      continuesBefore: span.start < first,
      continuesAfter: span.end > next,
    });
  }
  return { bars: bars.sort((a, b) => a.lane - b.lane || a.column - b.column), lanes: Math.max(1, lanes.length) };
}

/** The short word on a bar: the state or the block's reason, in the tenant's word for a Hold. */
export function barWord(kind: BarKind, requestType: string): string {
  const type = requestType.toLowerCase();
  switch (kind) {
    case 'requested':
      return 'Requested';
    case 'secondHold':
      return `Second ${type}`;
    case 'held':
      return `On ${type}`;
    case 'challenged':
      return 'Challenged';
    case 'confirmed':
      return 'Confirmed';
    case 'out':
      return 'Out';
    case 'overdue':
      return 'Overdue';
    case 'repair':
      // Issue 36 §3: the words staff asked for, a repair block by hand or a damaged unit's.
      return 'In repair';
    case 'lost':
      return 'Lost';
    case 'other':
      return 'Blocked';
  }
}

/**
 * Everything a bar says, in words, for its link's name and its tooltip: "On hold: Night Shift, 1
 * unit, Mar 8 – Mar 16, turnaround to Mar 17". The dates are the whole span's, not the month's part.
 */
export function barText(span: CalendarSpan, { locale, requestType }: { locale: string; requestType: string }): string {
  const last = addDays(span.end, -1);
  const units = `${span.units} ${span.units === 1 ? 'unit' : 'units'}`;
  const who = span.who ? `${span.who}, ` : '';
  const day = (value: CalendarDay) => shortDay(value, locale);
  if (span.kind === 'overdue')
    return `${barWord(span.kind, requestType)}: ${who}${units}, out since ${day(span.start)}${span.returnOn ? `, due back ${day(span.returnOn)}` : ''}`;
  if (span.openEnded) return `${barWord(span.kind, requestType)}: ${who}${units}, since ${day(span.start)}`;
  const rental = span.returnOn && span.returnOn < last ? span.returnOn : last;
  const dates = span.start === rental ? day(span.start) : `${day(span.start)} – ${day(rental)}`;
  const turnaround = rental < last ? `, turnaround to ${day(last)}` : '';
  return `${barWord(span.kind, requestType)}: ${who}${units}, ${dates}${turnaround}`;
}

/** The month's days as columns: the day of the month and whether it falls on a weekend. */
export function dayColumns(month: CalendarMonth): { day: CalendarDay; number: number; weekend: boolean }[] {
  return daysOf(month).map((day) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return { day, number: Number(day.slice(8)), weekend: weekday === 0 || weekday === 6 };
  });
}
