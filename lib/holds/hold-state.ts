import { formStart } from '@/lib/forms/form-state';

/** What the hold actions answer, apart from their schemas (no zod in the browser's bundles). */
export const HOLD_REQUEST_START = formStart({ requestId: '' });
/** Starting a card authorisation answers Stripe's page to go to. */
export const CARD_START = formStart({ url: '' });

/**
 * The staff's buttons on a line, in the order they are offered, with the words on them; `type` is the
 * tenant's request type ("Hold"). Keyed by plain strings: a button is offered only for an event the
 * lifecycle allows the line (the page asks `transition()`), so "Hold again" (an expired or released
 * line held anew, issue 36 §1) appears once the lifecycle has that move.
 */
export const staffLineActions = (type: string): readonly (readonly [event: string, label: string])[] =>
  [
    ['accept', 'Accept'],
    ['revive', `${type} again`],
    ['queue', `Second ${type.toLowerCase()}`],
    ['challenge', 'Challenge'],
    ['confirm', 'Confirm'],
    ['checkOut', 'Mark out'],
    ['checkIn', 'Mark returned'],
    ['collect', 'Mark collected'],
    ['release', 'Release'],
    ['decline', 'Decline'],
  ] as const;
