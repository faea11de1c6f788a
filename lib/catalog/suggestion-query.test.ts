import { describe, expect, it } from 'vitest';
import { nameMatches, parseSuggestionText, wordsOf } from './suggestion-query';
import { MAX_SUGGESTION_TEXT } from './suggestion-types';

const parse = (query: string) => parseSuggestionText(new URLSearchParams(query));

describe('issue 28 §3 the text suggestions are asked for', () => {
  it.each([
    ['no q at all', ''],
    ['an empty q', 'q='],
    ['one letter', 'q=a'],
    ['one letter among spaces', 'q=%20%20s%20'],
    ['two values of q', 'q=stool&q=lamp'],
    ['a NUL', 'q=sto%00ol'],
    ['a bell', 'q=st%07ool'],
    ['one character over the limit', `q=${'x'.repeat(MAX_SUGGESTION_TEXT + 1)}`],
    ['a very long text', `q=${'stool '.repeat(1000)}`],
  ])('issue 28 §3: malformed or overlong q asks for nothing (%s), so the route answers an empty list', (_, query) => {
    expect(parse(query)).toBeNull();
  });

  it('issue 28 §3: the text is trimmed and its spaces squeezed (tabs and line breaks too), as the catalogue search reads it', () => {
    expect(parse('q=%20bar%20%20%20stool%20')).toBe('bar stool');
    expect(parse('q=bar%0A%09stool')).toBe('bar stool');
    expect(parse('q=+chrome+stool')).toBe('chrome stool');
    expect(parse(`q=${'x'.repeat(MAX_SUGGESTION_TEXT)}`)).toHaveLength(MAX_SUGGESTION_TEXT);
  });
});

describe('issue 28 §3 which names a typed text matches', () => {
  it('issue 28 §3: words are compared without case, accents or punctuation', () => {
    expect(wordsOf('Mid-Century  Café')).toEqual(['mid', 'century', 'cafe']);
  });

  it.each([
    ['Lighting', 'light', true],
    ['Lighting', 'LIGHTING', true],
    ['Mid-Century', 'mid cen', true],
    ['Mid-Century', 'midcentury', false],
    ['Mid-Century', 'century', true],
    ['Art and Frames', 'frames art', true],
    ['Kitchen', 'kitchens', true],
    ['Lighting', 'ighting', false],
    ['Lighting', 'light chair', false],
    ['1970s', '1970', true],
    ['Café Furniture', 'cafe', true],
    ['Lighting', '', false],
  ])('issue 28 §3: %s answers "%s": %s', (name, typed, expected) => {
    expect(nameMatches(name, typed)).toBe(expected);
  });
});
