import { describe, expect, it } from 'vitest';
import {
  BLOCKING_STATES,
  challengeEndsAt,
  dueEvent,
  holdEndsAt,
  LINE_EVENTS,
  LINE_STATES,
  transition,
  type Actor,
  type LineEvent,
  type LineState,
  type RequestKind,
} from './hold-lifecycle';

type Expected = Record<LineEvent, { to: LineState; from: LineState[]; by: Actor[]; staffFrom?: LineState[] } | null>;

/** The whole table, written out: for each event, the state it leaves from, where it goes, and who may send it. */
const HOLD: Expected = {
  accept: { to: 'held', from: ['requested'], by: ['staff'] },
  queue: { to: 'secondHold', from: ['requested'], by: ['staff'] },
  decline: { to: 'declined', from: ['requested', 'secondHold'], by: ['staff'] },
  promote: { to: 'held', from: ['secondHold'], by: ['system'] },
  challenge: { to: 'challenged', from: ['held'], by: ['staff'] },
  // Issue 36 §1: staff may confirm a rush straight from Requested; the customer only what is held.
  confirm: { to: 'confirmed', from: ['requested', 'held', 'challenged'], by: ['customer', 'staff'], staffFrom: ['requested'] },
  release: { to: 'released', from: ['requested', 'held', 'secondHold', 'challenged'], by: ['customer', 'staff'] },
  expire: { to: 'expired', from: ['held', 'challenged'], by: ['system'] },
  checkOut: { to: 'out', from: ['confirmed'], by: ['staff'] },
  checkIn: { to: 'returned', from: ['out'], by: ['staff'] },
  cancel: { to: 'cancelled', from: ['confirmed'], by: ['customer', 'staff'] },
  collect: null,
  // Issue 36 §1: "Hold again".
  revive: { to: 'held', from: ['expired', 'released'], by: ['staff'] },
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
  revive: null,
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
          else if (!rule.by.includes(actor) || (rule.staffFrom?.includes(state) && actor !== 'staff'))
            expect(answer).toEqual({ ok: false, reason: 'notYours' });
          else expect(answer).toEqual({ ok: true, to: rule.to });
        }
      });
    }
  }

  it('final states have no way out but "Hold again" of an ended hold by staff; blocking states are the ones that hold units', () => {
    for (const state of ['returned', 'declined', 'released', 'expired', 'cancelled', 'collected'] as const) {
      for (const kind of ['hold', 'claim'] as const)
        for (const event of LINE_EVENTS)
          for (const actor of ACTORS)
            expect(transition(state, event, actor, kind).ok).toBe(
              kind === 'hold' && event === 'revive' && actor === 'staff' && (state === 'expired' || state === 'released'),
            );
    }
    expect([...BLOCKING_STATES].sort()).toEqual(['challenged', 'confirmed', 'held', 'out']);
  });
});

describe('issue 12 §3, issue 36 §1: when holds and challenges end (examples; hold-times.property.test.ts proves them over every day and zone)', () => {
  const hour = 3_600_000;
  const day = 24 * hour;
  const zone = 'America/Los_Angeles';
  // 09:00 in Los Angeles on Mon Mar 1, 2027 (UTC−8).
  const heldAt = Date.UTC(2027, 2, 1, 17);
  const midnight = (dayOf: string) => Date.parse(`${dayOf}T08:00:00Z`);

  it('a hold lasts 10 days, or until 24 hours before pick-up, whichever comes first', () => {
    expect(holdEndsAt(heldAt, '2027-04-01', zone)).toBe(heldAt + 10 * day);
    expect(holdEndsAt(heldAt, '2027-03-06', zone)).toBe(midnight('2027-03-05'));
    expect(holdEndsAt(heldAt, '2027-04-01', zone, { holdDays: 3, challengeHours: 24, releaseBeforePickUpHours: 48 })).toBe(heldAt + 3 * day);
  });

  it('§1 a rush (pick-up today or tomorrow) is held through the end of the pick-up day, never before it was accepted', () => {
    expect(holdEndsAt(heldAt, '2027-03-01', zone)).toBe(midnight('2027-03-02'));
    expect(holdEndsAt(heldAt, '2027-03-02', zone)).toBe(midnight('2027-03-03'));
    // Two days ahead, the release would leave 15 hours to confirm, less than a challenge's 24: still a rush.
    expect(holdEndsAt(heldAt, '2027-03-03', zone)).toBe(midnight('2027-03-04'));
    // Accepted at 23:30 on the pick-up day: an hour, not half of one.
    const late = midnight('2027-03-02') - 30 * 60_000;
    expect(holdEndsAt(late, '2027-03-01', zone)).toBe(late + hour);
  });

  it('a challenge gives the holder 24 hours, within the hold it challenges', () => {
    const holdEnd = heldAt + 10 * day;
    expect(challengeEndsAt(heldAt, holdEnd)).toBe(heldAt + day);
    expect(challengeEndsAt(holdEnd - 2 * hour, holdEnd)).toBe(holdEnd);
    expect(challengeEndsAt(holdEnd - 60_000, holdEnd)).toBe(holdEnd - 60_000 + hour);
  });

  it('the system expires a hold or a challenge at its time, not a moment before, and nothing else', () => {
    const line = { state: 'held' as const, heldAt, challengedAt: null, pickUpOn: '2027-04-01' };
    expect(dueEvent(line, heldAt + 10 * day - 1, zone)).toBeNull();
    expect(dueEvent(line, heldAt + 10 * day, zone)).toBe('expire');
    const challenged = { ...line, state: 'challenged' as const, challengedAt: heldAt + day };
    expect(dueEvent(challenged, heldAt + 2 * day - 1, zone)).toBeNull();
    expect(dueEvent(challenged, heldAt + 2 * day, zone)).toBe('expire');
    // A challenge does not lengthen the hold.
    expect(dueEvent({ ...challenged, challengedAt: heldAt + 9.5 * day }, heldAt + 10 * day, zone)).toBe('expire');
    for (const state of ['requested', 'secondHold', 'confirmed', 'out'] as const) expect(dueEvent({ ...line, state }, heldAt + 100 * day, zone)).toBeNull();
  });
});
