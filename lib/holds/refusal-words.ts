import type { LineState } from '@/lib/availability/hold-lifecycle';

/**
 * A refused line move in words a person reads (issue 36 §2): never an internal state name
 * ("secondHold") nor a made-up verb ("queueed"). Keyed by plain strings, not the lifecycle's types,
 * so an event added to the lifecycle later ("revive") still gets words, and an unknown one a plain
 * sentence rather than its code name. `requestType` is the tenant's word for a hold ("Hold").
 */

/** What a line in each state is, after "Already " or "That line is ". */
function stateWords(state: string, hold: string): string {
  const words: Record<string, string> = {
    requested: 'still requested',
    held: `on ${hold}`,
    secondHold: `a second ${hold}`,
    challenged: 'challenged',
    confirmed: 'confirmed',
    out: 'out',
    returned: 'returned',
    declined: 'declined',
    released: 'released',
    expired: 'expired',
    cancelled: 'cancelled',
    collected: 'collected',
  };
  return words[state] ?? 'no longer waiting for this';
}

/** What each move does to a line, after "it cannot be ", and the state it leaves the line in. */
function moveWords(event: string, hold: string): { done: string; to: string | null } {
  const words: Record<string, { done: string; to: string | null }> = {
    accept: { done: 'accepted', to: 'held' },
    queue: { done: `made a second ${hold}`, to: 'secondHold' },
    decline: { done: 'declined', to: 'declined' },
    promote: { done: `moved up to ${hold}`, to: 'held' },
    challenge: { done: 'challenged', to: 'challenged' },
    confirm: { done: 'confirmed', to: 'confirmed' },
    release: { done: 'released', to: 'released' },
    expire: { done: 'ended', to: 'expired' },
    checkOut: { done: 'marked out', to: 'out' },
    checkIn: { done: 'marked returned', to: 'returned' },
    cancel: { done: 'cancelled', to: 'cancelled' },
    collect: { done: 'marked collected', to: 'collected' },
    revive: { done: `put on ${hold} again`, to: 'held' },
  };
  return words[event] ?? { done: 'moved that way', to: null };
}

/**
 * Why `event` cannot move a line that is `state` now: "Already a second hold." when the move would
 * leave it where it is, else "That line is declined: it cannot be confirmed now."; a move that is
 * the house's (or the customer's) alone, tried by the other, is "That is not yours to do.".
 */
export function refusedMoveWords(state: LineState | string, event: string, requestType: string, reason: 'notNow' | 'notYours' = 'notNow'): string {
  const hold = requestType.toLowerCase();
  if (reason === 'notYours') return 'That is not yours to do with this line.';
  const move = moveWords(event, hold);
  const is = stateWords(state, hold);
  if (move.to === state) return `Already ${is}.`;
  return `That line is ${is}: it cannot be ${move.done} now.`;
}

/**
 * The question before confirming without the paperwork (issue 36 §2), where the house only warns
 * (`billing.paperworkCheck` 'warn'): "No valid certificate of insurance: confirm anyway?". Asked by
 * the confirm dialog, or by a box to tick without JavaScript; a confirm not answered yes is refused
 * with it.
 */
export function paperworkQuestion(warnings: readonly string[]): string {
  return `${warnings.join('. ')}: confirm anyway?`;
}
