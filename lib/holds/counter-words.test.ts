import { describe, expect, it } from 'vitest';
import { earlyPickUpQuestion } from './counter-words';

describe('issue 25 §4: the counter asks before an early check-out', () => {
  it('the question before an early check-out', () => {
    expect(earlyPickUpQuestion('2026-12-15', 'en-US')).toBe('Pick-up is Dec 15; mark out now?');
  });
});
