import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_TIMES } from '@/lib/availability/hold-lifecycle';
import { lineTimeline } from './line-timeline';

const words = { locale: 'en-US', timeZone: 'America/Los_Angeles', requestType: 'Hold' };
const request: Parameters<typeof lineTimeline>[1] = { kind: 'hold', pickUpOn: '2027-12-14', returnOn: '2027-12-21', pickUpWindow: null };
const line = { state: 'requested' as const, heldAt: null, challengedAt: null, reason: '', outOn: null, backOn: null };
const timeline = (changes: Partial<Parameters<typeof lineTimeline>[0]>, of = request) => lineTimeline({ ...line, ...changes }, of, DEFAULT_HOLD_TIMES, words);
const shown = (changes: Partial<Parameters<typeof lineTimeline>[0]>, of = request) => timeline(changes, of).steps.map((step) => `${step.status}:${step.word}`);

describe('issue 39 §3: a line’s timeline in one pill', () => {
  it('a requested line is the first step, the rest still to come with the request’s days; never "Requested Requested: …"', () => {
    expect(shown({})).toEqual(['now:Requested', 'next:On hold', 'next:Confirmed', 'next:Out Dec 14', 'next:Back Dec 21']);
    expect(timeline({}).sentence).toBe('Now Requested; next On hold, then Confirmed, then Out Dec 14, then Back Dec 21.');
    expect(timeline({}).tone).toBe('waiting');
  });

  it('a held line says when its hold ends (lineEndsAt), requested done', () => {
    // Held Dec 1 at 10:00 in Los Angeles: the house's ten days end Dec 11 at 10:00, before the pick-up's 24 hours.
    const held = timeline({ state: 'held', heldAt: new Date('2027-12-01T18:00:00Z') });
    expect(held.steps.map((step) => `${step.status}:${step.word}`)).toEqual([
      'done:Requested',
      'now:On hold until Sat Dec 11, 10:00 AM',
      'next:Confirmed',
      'next:Out Dec 14',
      'next:Back Dec 21',
    ]);
    expect(held.sentence).toBe('Requested; now On hold until Sat Dec 11, 10:00 AM; next Confirmed, then Out Dec 14, then Back Dec 21.');
    expect(held.tone).toBe('held');
  });

  it('a second hold and a challenge are the hold step in their own words', () => {
    expect(shown({ state: 'secondHold' })[1]).toBe('now:Second hold');
    expect(shown({ state: 'challenged', heldAt: new Date('2027-12-01T18:00:00Z'), challengedAt: new Date('2027-12-02T18:00:00Z') })[1]).toMatch(
      /^now:Challenged: confirm by /,
    );
  });

  it('an out line says the day it really went out; a returned one the day it came back, every step done', () => {
    expect(shown({ state: 'out', heldAt: new Date('2027-12-01T18:00:00Z'), outOn: '2027-12-13' })).toEqual([
      'done:Requested',
      'done:On hold',
      'done:Confirmed',
      'now:Out since Dec 13',
      'next:Back Dec 21',
    ]);
    expect(shown({ state: 'returned', outOn: '2027-12-13', backOn: '2027-12-20' })).toEqual([
      'done:Requested',
      'done:On hold',
      'done:Confirmed',
      'done:Out Dec 13',
      'now:Returned Dec 20',
    ]);
  });

  it('a line that ended off the path stops there, with what it reached', () => {
    expect(shown({ state: 'declined', reason: 'Out for repair' })).toEqual(['done:Requested', 'now:Declined: Out for repair']);
    expect(shown({ state: 'released', heldAt: new Date('2027-12-01T18:00:00Z') })).toEqual(['done:Requested', 'done:On hold', 'now:Released']);
    expect(shown({ state: 'cancelled', heldAt: new Date('2027-12-01T18:00:00Z') })).toEqual([
      'done:Requested',
      'done:On hold',
      'done:Confirmed',
      'now:Cancelled',
    ]);
    expect(timeline({ state: 'released' }).sentence).toBe('Requested; now Released.');
  });

  it('a claim is requested, to collect on its day and window, then collected', () => {
    const claim: Parameters<typeof lineTimeline>[1] = { kind: 'claim', pickUpOn: '2027-12-14', returnOn: null, pickUpWindow: '9–11 AM' };
    expect(shown({}, claim)).toEqual(['now:Requested', 'next:To collect Dec 14, 9–11 AM', 'next:Collected']);
    expect(shown({ state: 'confirmed' }, claim)).toEqual(['done:Requested', 'now:To collect Dec 14, 9–11 AM', 'next:Collected']);
    expect(shown({ state: 'collected' }, claim)).toEqual(['done:Requested', 'done:Confirmed', 'now:Collected']);
  });
});
