import { describe, expect, it } from 'vitest';
import { LINE_EVENTS, LINE_STATES, transition } from '@/lib/availability/hold-lifecycle';
import { paperworkQuestion, refusedMoveWords } from './refusal-words';

describe('issue 36 §2: a refused move in words a person reads', () => {
  it.each([
    ['secondHold', 'queue', 'Already a second hold.'],
    ['held', 'accept', 'Already on hold.'],
    ['declined', 'decline', 'Already declined.'],
    ['confirmed', 'confirm', 'Already confirmed.'],
    ['secondHold', 'accept', 'That line is a second hold: it cannot be accepted now.'],
    ['expired', 'confirm', 'That line is expired: it cannot be confirmed now.'],
    ['out', 'release', 'That line is out: it cannot be released now.'],
    ['held', 'revive', 'Already on hold.'],
    ['returned', 'revive', 'That line is returned: it cannot be put on hold again now.'],
  ])('%s, %s: "%s"', (state, event, words) => {
    expect(refusedMoveWords(state, event, 'Hold')).toBe(words);
  });

  it('no refusal of any event from any state names a state or an event by its code, or makes up a verb', () => {
    for (const state of LINE_STATES)
      for (const event of LINE_EVENTS) {
        if (transition(state, event, 'staff').ok) continue;
        const words = refusedMoveWords(state, event, 'Hold');
        expect(words).not.toMatch(/secondHold|checkOut|checkIn|queue|promote\b|expire\b|eed\b/);
        expect(words).toMatch(/^(Already [a-z ]+\.|That line is [a-z ]+: it cannot be [a-z ]+ now\.)$/);
      }
  });

  it('a move that is not the asker’s says so, not the state', () => {
    expect(refusedMoveWords('held', 'promote', 'Hold', 'notYours')).toBe('That is not yours to do with this line.');
  });

  it('the paperwork question, one warning or two', () => {
    expect(paperworkQuestion(['No valid certificate of insurance'])).toBe('No valid certificate of insurance: confirm anyway?');
    expect(paperworkQuestion(['No PO number for this production', 'No valid certificate of insurance'])).toBe(
      'No PO number for this production. No valid certificate of insurance: confirm anyway?',
    );
  });
});
