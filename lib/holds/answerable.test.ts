import { describe, expect, it } from 'vitest';
import { ANSWERABLE_STATES, canBeAnswered, isUnanswered, UNANSWERED_STATES } from './answerable';
import { BULK_DEFAULT_STATES } from './bulk-moves';
import { LINE_STATES, transition, type RequestKind } from '@/lib/availability/hold-lifecycle';

const staffMay = (state: (typeof LINE_STATES)[number], event: 'accept' | 'queue' | 'decline', kind: RequestKind = 'hold') =>
  transition(state, event, 'staff', kind).ok;

describe('issue 37: which lines staff still answer, stated once', () => {
  it('not answered yet: still requested, so a hold’s line may be accepted or made a second hold', () => {
    expect(UNANSWERED_STATES).toEqual(['requested']);
    for (const state of LINE_STATES) expect([state, isUnanswered({ state })]).toEqual([state, staffMay(state, 'accept') && staffMay(state, 'queue')]);
  });

  it('answerable: exactly the states staff may accept, queue or decline a line from; a second hold is declined, never accepted again by hand', () => {
    expect(ANSWERABLE_STATES).toEqual(['requested', 'secondHold']);
    for (const state of LINE_STATES) {
      const answered = staffMay(state, 'accept') || staffMay(state, 'queue') || staffMay(state, 'decline');
      expect([state, canBeAnswered({ state })]).toEqual([state, answered]);
    }
    expect(staffMay('secondHold', 'decline')).toBe(true);
    expect(staffMay('secondHold', 'accept')).toBe(false);
  });

  it('a claim’s line: the requested one is answerable (declined or confirmed), as a hold’s is', () => {
    for (const state of LINE_STATES) if (canBeAnswered({ state }) && state !== 'secondHold') expect(staffMay(state, 'decline', 'claim')).toBe(true);
  });

  it('every line not answered yet is answerable, and nothing held, confirmed or ended is', () => {
    for (const state of UNANSWERED_STATES) expect(canBeAnswered({ state })).toBe(true);
    for (const state of ['held', 'challenged', 'confirmed', 'out', 'returned', 'declined', 'released', 'expired', 'cancelled', 'collected'])
      expect(canBeAnswered({ state })).toBe(false);
  });

  it('the bulk moves take the same lines when none is ticked: accept and second hold the lines not answered yet, decline every answerable one', () => {
    expect(BULK_DEFAULT_STATES).toMatchObject({ accept: UNANSWERED_STATES, queue: UNANSWERED_STATES, decline: ANSWERABLE_STATES });
  });
});
