/**
 * The life of a line of a Hold request (issue 12 §3) as a pure state machine: which event may move
 * a line from which state, who may send it, and when the system must. The database applies what
 * this decides, each change guarded by the state it expects (issue 12 §4).
 *
 *   requested ─accept→ held ─confirm→ confirmed ─checkOut→ out ─checkIn→ returned
 *       │  │  └─queue→ secondHold ─promote→ held     ↑                 │
 *       │  │                         held ─challenge→ challenged ─confirm┘
 *       │  └──────────────confirm (staff: a rush)─────┘
 *   decline, release, expire and cancel end a line (see TRANSITIONS); staff may hold an expired or
 *   released line again (revive) while its units are free.
 *
 * A claim of free surplus (issue 12 §8) is shorter: no hold, no return.
 *
 *   requested ─confirm→ confirmed ─collect→ collected
 */

import { endOfHouseDay, startOfHouseDay } from '@/lib/house/clock';
import type { CalendarDay } from '@/lib/text/calendar-day';

export const LINE_STATES = [
  'requested',
  'held',
  'secondHold',
  'challenged',
  'confirmed',
  'out',
  'returned',
  'declined',
  'released',
  'expired',
  'cancelled',
  'collected',
] as const;
export type LineState = (typeof LINE_STATES)[number];

export const LINE_EVENTS = [
  'accept',
  'queue',
  'decline',
  'promote',
  'challenge',
  'confirm',
  'release',
  'expire',
  'checkOut',
  'checkIn',
  'cancel',
  'collect',
  'revive',
] as const;
export type LineEvent = (typeof LINE_EVENTS)[number];

export type Actor = 'customer' | 'staff' | 'system';
/** A Hold (a rental) or a claim of free surplus. */
export type RequestKind = 'hold' | 'claim';

/** `staffFrom`: states the event leaves only when staff send it (a rush confirmed straight from Requested). */
type Rule = { from: readonly LineState[]; to: LineState; by: readonly Actor[]; staffFrom?: readonly LineState[] };

const NEVER: Rule = { from: [], to: 'requested', by: [] };

/** Every move a Hold's line may make; anything else is refused. */
export const TRANSITIONS: Record<LineEvent, Rule> = {
  /** Staff hold the units for this production. */
  accept: { from: ['requested'], to: 'held', by: ['staff'] },
  /** Staff put the line behind another production's hold on the same units. */
  queue: { from: ['requested'], to: 'secondHold', by: ['staff'] },
  decline: { from: ['requested', 'secondHold'], to: 'declined', by: ['staff'] },
  /** The hold ahead ended: the next ranked hold takes its place. */
  promote: { from: ['secondHold'], to: 'held', by: ['system'] },
  /** Staff challenge a hold for the production behind it: confirm within the window or lose it. */
  challenge: { from: ['held'], to: 'challenged', by: ['staff'] },
  /** An order: paperwork done and, where the house takes cards, the card authorised. Staff may confirm a rush straight from Requested (issue 36 §1). */
  confirm: { from: ['requested', 'held', 'challenged'], to: 'confirmed', by: ['customer', 'staff'], staffFrom: ['requested'] },
  release: { from: ['requested', 'held', 'secondHold', 'challenged'], to: 'released', by: ['customer', 'staff'] },
  /** The hold's time ran out, or a challenge's window did. */
  expire: { from: ['held', 'challenged'], to: 'expired', by: ['system'] },
  checkOut: { from: ['confirmed'], to: 'out', by: ['staff'] },
  checkIn: { from: ['out'], to: 'returned', by: ['staff'] },
  /** After confirmation; the tenant's fee rule applies. */
  cancel: { from: ['confirmed'], to: 'cancelled', by: ['customer', 'staff'] },
  collect: NEVER,
  /** "Hold again" (issue 36 §1): staff hold an ended line anew, while its units are still free. */
  revive: { from: ['expired', 'released'], to: 'held', by: ['staff'] },
};

/** Every move a claim's line may make: staff confirm it, the crew collects it, and the units leave the house. */
export const CLAIM_TRANSITIONS: Record<LineEvent, Rule> = {
  ...(Object.fromEntries(LINE_EVENTS.map((event) => [event, NEVER])) as Record<LineEvent, Rule>),
  confirm: { from: ['requested'], to: 'confirmed', by: ['staff'] },
  decline: { from: ['requested'], to: 'declined', by: ['staff'] },
  release: { from: ['requested', 'confirmed'], to: 'released', by: ['customer', 'staff'] },
  /** Collected at the counter: the prop's quantity goes down by the line's units. */
  collect: { from: ['confirmed'], to: 'collected', by: ['staff'] },
};

/** States whose units nobody else may have for an overlapping period (issue 12 §1, §4). */
export const BLOCKING_STATES: readonly LineState[] = ['held', 'challenged', 'confirmed', 'out'];
export const FINAL_STATES: readonly LineState[] = ['returned', 'declined', 'released', 'expired', 'cancelled', 'collected'];

export type Transition = { ok: true; to: LineState } | { ok: false; reason: 'notNow' | 'notYours' };

export function transition(from: LineState, event: LineEvent, actor: Actor, kind: RequestKind = 'hold'): Transition {
  const rule = (kind === 'claim' ? CLAIM_TRANSITIONS : TRANSITIONS)[event];
  if (!rule.from.includes(from)) return { ok: false, reason: 'notNow' };
  if (!rule.by.includes(actor) || (rule.staffFrom?.includes(from) && actor !== 'staff')) return { ok: false, reason: 'notYours' };
  return { ok: true, to: rule.to };
}

/** Whether the move starts holding units the line did not hold (accept, a rush confirmed, "Hold again", a promotion): offered only when they are free. */
export function takesUnits(from: LineState, event: LineEvent, kind: RequestKind = 'hold'): boolean {
  const to = (kind === 'claim' ? CLAIM_TRANSITIONS : TRANSITIONS)[event].to;
  return kind === 'hold' && BLOCKING_STATES.includes(to) && !BLOCKING_STATES.includes(from);
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type HoldTimes = { holdDays: number; challengeHours: number; releaseBeforePickUpHours: number };
/** The house rules quoted in issue 12: ten days, released 24 hours before pick-up, 24 hours to answer a challenge. */
export const DEFAULT_HOLD_TIMES: HoldTimes = { holdDays: 10, challengeHours: 24, releaseBeforePickUpHours: 24 };

/** No hold or challenge ends within the hour it began: time to read the email and confirm (decision 141). */
export const SHORTEST_HOLD_MS = HOUR_MS;

/**
 * When a hold ends unless confirmed (decision 141): after the hold days, or the set hours before
 * pick-up, whichever is first, when that release still leaves the crew a challenge's hours to
 * confirm. A rush (a pick-up sooner than that: today, tomorrow) is held through the end of the
 * pick-up day in the house's time, and never less than an hour.
 */
export function holdEndsAt(heldAt: number, pickUpOn: CalendarDay, timeZone: string, times: HoldTimes = DEFAULT_HOLD_TIMES): number {
  const releaseAt = startOfHouseDay(pickUpOn, timeZone) - times.releaseBeforePickUpHours * HOUR_MS;
  if (releaseAt - heldAt >= times.challengeHours * HOUR_MS) return Math.min(heldAt + times.holdDays * DAY_MS, releaseAt);
  return Math.max(endOfHouseDay(pickUpOn, timeZone), heldAt + SHORTEST_HOLD_MS);
}

/** A challenge gives the holder its hours to confirm, within the hold it challenges, and never less than an hour. */
export function challengeEndsAt(challengedAt: number, holdEnd: number, times: HoldTimes = DEFAULT_HOLD_TIMES): number {
  return Math.max(Math.min(challengedAt + times.challengeHours * HOUR_MS, holdEnd), challengedAt + SHORTEST_HOLD_MS);
}

export type TimedLine = { state: LineState; heldAt: number | null; challengedAt: number | null; pickUpOn: CalendarDay };

/** When a held or challenged line ends unless confirmed; null for any other line (nothing of it runs out). */
export function lineEndsAt(line: TimedLine, timeZone: string, times: HoldTimes = DEFAULT_HOLD_TIMES): number | null {
  if ((line.state !== 'held' && line.state !== 'challenged') || line.heldAt === null) return null;
  const holdEnd = holdEndsAt(line.heldAt, line.pickUpOn, timeZone, times);
  return line.state === 'challenged' && line.challengedAt !== null ? challengeEndsAt(line.challengedAt, holdEnd, times) : holdEnd;
}

/** The system's own event for a line at `now`: a hold that has run out, or a challenge nobody answered in time, expires; nothing else is due. */
export function dueEvent(line: TimedLine, now: number, timeZone: string, times: HoldTimes = DEFAULT_HOLD_TIMES): 'expire' | null {
  const ends = lineEndsAt(line, timeZone, times);
  return ends !== null && now >= ends ? 'expire' : null;
}
