import { describe, expect, it } from 'vitest';
import { documentMatch, parseSearch, phoneDigits, titleWords } from './search-text';

describe('issue 38 §1: how the back office search reads what is typed', () => {
  it.each([
    ['ORD-2026-000001', { prefixes: ['ORD'], exact: ['ORD-2026-000001'] }],
    ['ord-2026-1', { prefixes: ['ORD'], exact: ['ORD-2026-000001'] }],
    ['ORD 2026 000001', { prefixes: ['ORD'], exact: ['ORD-2026-000001'] }],
    ['INV-2026-000042', { prefixes: ['INV'], exact: ['INV-2026-000042'] }],
    ['cn-2027-7', { prefixes: ['CN'], exact: ['CN-2027-000007'] }],
    ['ORD-2026-1234567', { prefixes: ['ORD'], exact: ['ORD-2026-1234567'] }],
    ['2026-12', { prefixes: ['ORD', 'INV', 'CN'], exact: ['ORD-2026-000012', 'INV-2026-000012', 'CN-2026-000012'] }],
    ['000001', { prefixes: ['ORD', 'INV', 'CN'], like: '%-000001' }],
    ['1', { prefixes: ['ORD', 'INV', 'CN'], like: '%-000001' }],
    ['#17', { prefixes: ['ORD', 'INV', 'CN'], like: '%-000017' }],
    ['INV', { prefixes: ['INV'], like: 'INV%' }],
    ['ord-', { prefixes: ['ORD'], like: 'ORD-%' }],
    ['ORD-2026', { prefixes: ['ORD'], like: 'ORD-2026%' }],
    ['ORD-2026-00', { prefixes: ['ORD'], like: 'ORD-2026-00%' }],
    ['2026-0001', { prefixes: ['ORD', 'INV', 'CN'], like: '%-2026-0001%' }],
    ['INV-2026-', { prefixes: ['INV'], like: 'INV-2026-%' }],
  ])('names the documents of %j', (typed, expected) => {
    expect(documentMatch(typed)).toEqual(expected);
  });

  it.each(['Dana Reyes', 'LGT-000012', 'ORDER', 'inv-abc', '%', 'ORD-20-1'])('names no document for %j', (typed) => {
    expect(documentMatch(typed)).toBeNull();
  });

  it.each([
    ['+1 (555) 010-2030', '15550102030'],
    ['555.0102', '5550102'],
    ['0102', '0102'],
    ['12', null],
    ['555-CALL', null],
    ['Dana', null],
  ])('reads the phone digits of %j', (typed, expected) => {
    expect(phoneDigits(typed)).toBe(expected);
  });

  it('reads title words as the search vector holds them: lower case, accents and punctuation gone, six at most', () => {
    expect(titleWords('Café  Chair, Bent-wood')).toEqual(['cafe', 'chair', 'bent', 'wood']);
    expect(titleWords("lamp's & % :* !")).toEqual(['lamp', 's']);
    expect(titleWords('a b c d e f g h')).toHaveLength(6);
  });

  it('takes one q of 2 to 100 characters once spaces are squeezed, or a number of any length', () => {
    expect(parseSearch('  Dana   Reyes ')).toMatchObject({ text: 'Dana Reyes', words: ['Dana', 'Reyes'], titleWords: ['dana', 'reyes'], documents: null });
    expect(parseSearch(['7'])?.documents).toEqual({ prefixes: ['ORD', 'INV', 'CN'], like: '%-000007' });
    expect(parseSearch('x')).toBeNull();
    expect(parseSearch('   ')).toBeNull();
    expect(parseSearch(undefined)).toBeNull();
    expect(parseSearch(['Dana', 'Reyes'])).toBeNull();
    expect(parseSearch('a'.repeat(101))).toBeNull();
    expect(parseSearch('a'.repeat(100))?.text).toHaveLength(100);
    expect(parseSearch('Dana\u0000')).toBeNull();
  });
});
