import { describe, expect, it } from 'vitest';
import { sentAsRequestWords } from './sent-words';

describe('issue 24 §7: a sent list says so', () => {
  it('names the day it was sent in the house’s time zone, and the tenant’s request type', () => {
    const words = { locale: 'en-US', timeZone: 'America/Los_Angeles', requestType: 'Hold' };
    expect(sentAsRequestWords(Date.parse('2026-11-24T18:00:00Z'), words)).toBe('Sent as a Hold request on Nov 24');
    // 2 am in London on the 25th is still the 24th at the house in Los Angeles.
    expect(sentAsRequestWords(Date.parse('2026-11-25T02:00:00Z'), words)).toBe('Sent as a Hold request on Nov 24');
  });
});
