import { describe, expect, it } from 'vitest';
import {
  BLOCKING_STATES,
  challengeEndsAt,
  dueEvent,
  holdExpiresAt,
  LINE_EVENTS,
  LINE_STATES,
  transition,
  type Actor,
  type LineEvent,
  type LineState,
  type RequestKind,
} from './hold-lifecycle';

type Expected = Record<LineEvent, { to: LineState; from: LineState[]; by: Actor[] } | null>;

/** The whole table, written out: for each event, the state it leaves from, where it goes, and who may send it. */
const HOLD: Expected = {
  accept: { to: 'held', from: ['requested'], by: ['staff'] },
  queue: { to: 'secondHold', from: ['requested'], by: ['staff'] },
  decline: { to: 'declined', from: ['requested', 'secondHold'], by: ['staff'] },
  promote: { to: 'held', from: ['secondHold'], by: ['system'] },
  challenge: { to: 'challenged', from: ['held'], by: ['staff'] },
  confirm: { to: 'confirmed', from: ['held', 'challenged'], by: ['customer', 'staff'] },
  release: { to: 'released', from: ['requested', 'held', 'secondHold', 'challenged'], by: ['customer', 'staff'] },
  expire: { to: 'expired', from: ['held', 'challenged'], by: ['system'] },
  checkOut: { to: 'out', from: ['confirmed'], by: ['staff'] },
  checkIn: { to: 'returned', from: ['out'], by: ['staff'] },
  cancel: { to: 'cancelled', from: ['confirmed'], by: ['customer', 'staff'] },
  collect: null,
};

/** A claim of free surplus (issue 12 §8): confirmed by staff, collected, never held or returned. */
const CLAIM: Expected = {
  accept: null,
  queue: null,
  decline: { to: 'declined', from: ['requested'], by: ['staff'] },
  promote: null,
  challenge: null,
  confirm: { to: 'confirmed', from: ['requested'], by: ['staff'] },
  release: { to: 'released', from: ['requested', 'confirmed'], by: ['customer', 'staff'] },
  expire: null,
  checkOut: null,
  checkIn: null,
  cancel: null,
  collect: { to: 'collected', from: ['confirmed'], by: ['staff'] },
};
const ACTORS: Actor[] = ['customer', 'staff', 'system'];
const TABLES: [string, RequestKind, Expected][] = [
  ['issue 12 §3: a Hold line', 'hold', HOLD],
  ['issue 12 §8: a claim line', 'claim', CLAIM],
];

describe.each(TABLES)('%s, every state × event × actor', (_title, kind, expected) => {
  for (const state of LINE_STATES) {
    for (const event of LINE_EVENTS) {
      it(`${event} from ${state}`, () => {
        const rule = expected[event];
        for (const actor of ACTORS) {
          const answer = transition(state, event, actor, kind);
          if (!rule || !rule.from.includes(state)) expect(answer).toEqual({ ok: false, reason: 'notNow' });
          else if (!rule.by.includes(actor)) expect(answer).toEqual({ ok: false, reason: 'notYours' });
          else expect(answer).toEqual({ ok: true, to: rule.to });
        }
      });
    }
  }

  it('final states have no way out; blocking states are the ones that hold units', () => {
    for (const state of ['returned', 'declined', 'released', 'expired', 'cancelled', 'collected'] as const) {
      for (const kind of ['hold', 'claim'] as const)
        for (const event of LINE_EVENTS) for (const actor of ACTORS) expect(transition(state, event, actor, kind).ok).toBe(false);
    }
    expect([...BLOCKING_STATES].sort()).toEqual(['challenged', 'confirmed', 'held', 'out']);
  });
});

describe('issue 12 §3: when holds and challenges end', () => {
  const day = 86_400_000;
  const heldAt = Date.UTC(2027, 2, 1, 9);

  it('a hold lasts 10 days, or until 24 hours before pick-up, whichever comes first', () => {
    expect(holdExpiresAt(heldAt, heldAt + 30 * day)).toBe(heldAt + 10 * day);
    expect(holdExpiresAt(heldAt, heldAt + 5 * day)).toBe(heldAt + 4 * day);
    expect(holdExpiresAt(heldAt, heldAt + 30 * day, { holdDays: 3, challengeHours: 24, releaseBeforePickUpHours: 48 })).toBe(heldAt + 3 * day);
  });

  it('a challenge gives the holder 24 hours', () => {
    expect(challengeEndsAt(heldAt)).toBe(heldAt + day);
  });

  it('the system expires a hold or a challenge at its time, not a moment before, and nothing else', () => {
    const line = { state: 'held' as const, heldAt, challengedAt: null, pickUpAt: heldAt + 30 * day };
    expect(dueEvent(line, heldAt + 10 * day - 1)).toBeNull();
    expect(dueEvent(line, heldAt + 10 * day)).toBe('expire');
    const challenged = { ...line, state: 'challenged' as const, challengedAt: heldAt + day };
    expect(dueEvent(challenged, heldAt + 2 * day - 1)).toBeNull();
    expect(dueEvent(challenged, heldAt + 2 * day)).toBe('expire');
    // A challenge does not lengthen the hold.
    expect(dueEvent({ ...challenged, challengedAt: heldAt + 9.5 * day }, heldAt + 10 * day)).toBe('expire');
    for (const state of ['requested', 'secondHold', 'confirmed', 'out'] as const) expect(dueEvent({ ...line, state }, heldAt + 100 * day)).toBeNull();
  });
});
