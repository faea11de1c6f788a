import { describe, expect, it } from 'vitest';
import { hasControlCharacters, typedLine, typedLines } from './typed-text';

describe('issue 9 §2: text fields refuse control characters before they reach the database', () => {
  it.each(['Bob\0', '\0', 'a\u0007b', 'tab\there', 'line\nbreak', 'del\u007f', 'c1\u0085'])('a line refuses %j', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
    expect(typedLine('your name').safeParse(text).error?.issues[0]?.message).toBe('Please remove the special characters from your name.');
  });

  it('several lines keep tabs and line breaks but refuse NUL and the other controls', () => {
    expect(typedLines('your message').parse('Hello,\n\tthe lamp\r\nThanks')).toBe('Hello,\n\tthe lamp\r\nThanks');
    expect(typedLines('your message').safeParse('Hello\0').success).toBe(false);
    expect(typedLines('your message').safeParse('bell\u0007').success).toBe(false);
  });

  it('ordinary text of every script passes, trimmed', () => {
    expect(typedLine('your name').parse('  Zoë Ōtani-Nguyễn 李 🎬 ')).toBe('Zoë Ōtani-Nguyễn 李 🎬');
    expect(hasControlCharacters('Diner — Ep 104')).toBe(false);
  });
});
