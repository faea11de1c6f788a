/**
 * The life of a line of a Hold request (issue 12 §3) as a pure state machine: which event may move
 * a line from which state, who may send it, and when the system must. The database applies what
 * this decides, each change guarded by the state it expects (issue 12 §4).
 *
 *   requested ─accept→ held ─confirm→ confirmed ─checkOut→ out ─checkIn→ returned
 *       │  └─queue→ secondHold ─promote→ held     ↑                 │
 *       │                         held ─challenge→ challenged ─confirm┘
 *   decline, release, expire and cancel end a line (see TRANSITIONS).
 *
 * A claim of free surplus (issue 12 §8) is shorter: no hold, no return.
 *
 *   requested ─confirm→ confirmed ─collect→ collected
 */

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
] as const;
export type LineEvent = (typeof LINE_EVENTS)[number];

export type Actor = 'customer' | 'staff' | 'system';
/** A Hold (a rental) or a claim of free surplus. */
export type RequestKind = 'hold' | 'claim';

type Rule = { from: readonly LineState[]; to: LineState; by: readonly Actor[] };

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
  /** An order: paperwork done and, where the house takes cards, the card authorised. */
  confirm: { from: ['held', 'challenged'], to: 'confirmed', by: ['customer', 'staff'] },
  release: { from: ['requested', 'held', 'secondHold', 'challenged'], to: 'released', by: ['customer', 'staff'] },
  /** The hold's time ran out, or a challenge's window did. */
  expire: { from: ['held', 'challenged'], to: 'expired', by: ['system'] },
  checkOut: { from: ['confirmed'], to: 'out', by: ['staff'] },
  checkIn: { from: ['out'], to: 'returned', by: ['staff'] },
  /** After confirmation; the tenant's fee rule applies. */
  cancel: { from: ['confirmed'], to: 'cancelled', by: ['customer', 'staff'] },
  collect: NEVER,
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
  if (!rule.by.includes(actor)) return { ok: false, reason: 'notYours' };
  return { ok: true, to: rule.to };
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type HoldTimes = { holdDays: number; challengeHours: number; releaseBeforePickUpHours: number };
/** The house rules quoted in issue 12: ten days, released 24 hours before pick-up, 24 hours to answer a challenge. */
export const DEFAULT_HOLD_TIMES: HoldTimes = { holdDays: 10, challengeHours: 24, releaseBeforePickUpHours: 24 };

/** When a hold ends unless confirmed: after the hold days, or the set hours before pick-up, whichever is first. */
export function holdExpiresAt(heldAt: number, pickUpAt: number, times: HoldTimes = DEFAULT_HOLD_TIMES): number {
  return Math.min(heldAt + times.holdDays * DAY_MS, pickUpAt - times.releaseBeforePickUpHours * HOUR_MS);
}

export function challengeEndsAt(challengedAt: number, times: HoldTimes = DEFAULT_HOLD_TIMES): number {
  return challengedAt + times.challengeHours * HOUR_MS;
}

export type TimedLine = { state: LineState; heldAt: number | null; challengedAt: number | null; pickUpAt: number };

/** The system's own event for a line at `now`: a hold that has run out, or a challenge nobody answered in time, expires; nothing else is due. */
export function dueEvent(line: TimedLine, now: number, times: HoldTimes = DEFAULT_HOLD_TIMES): 'expire' | null {
  if (line.state !== 'held' && line.state !== 'challenged') return null;
  if (line.heldAt !== null && now >= holdExpiresAt(line.heldAt, line.pickUpAt, times)) return 'expire';
  if (line.state === 'challenged' && line.challengedAt !== null && now >= challengeEndsAt(line.challengedAt, times)) return 'expire';
  return null;
}
