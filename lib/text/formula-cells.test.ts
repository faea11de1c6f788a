import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import { escapeFormula, unescapeFormula } from './formula-cells';

/** Every sign a spreadsheet may run a cell by: the plain ones, and their full-width, small, super- and subscript forms. */
const PLAIN = ['=', '+', '-', '@', '\t', '\r'];
const OTHER_FORMS = ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫', '⁼', '⁺', '₌', '₊', '⩵', '⩶', '﬩'];
const sign = fc.constantFrom(...PLAIN, ...OTHER_FORMS);
const quotes = fc.string({ unit: fc.constant("'"), maxLength: 3 });
const formulaLike = fc.tuple(quotes, sign, fc.string({ unit: 'grapheme', maxLength: 30 })).map(([quoted, first, rest]) => `${quoted}${first}${rest}`);

describe('issue 36 §4.6: CSV exports neutralise the full-width signs too', () => {
  it('issue 36 §4.6: a cell starting (after any quotes) with = + - @ tab, CR or a full-width or small form of them is kept as text, and comes back as it was', () => {
    fc.assert(
      fc.property(formulaLike, (cell) => {
        expect(escapeFormula(cell)).toBe(`'${cell}`);
        expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
      }),
      { numRuns: 2_000, seed: 36 },
    );
  });

  it('issue 36 §4.6: "＝HYPERLINK(…)" in a report is written with its quote', () => {
    for (const first of ['＝', '＋', '－', '＠']) expect(toCsv(['Title'], [[`${first}HYPERLINK("x")`]])).toContain(`"'${first}HYPERLINK(""x"")"`);
  });

  it('issue 36 §4.6: any other cell is left as it is, and every cell survives the round trip', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (cell) => {
        const first = cell.replace(/^'+/, '').codePointAt(0);
        const signLike = first !== undefined && [...PLAIN, ...OTHER_FORMS].includes(String.fromCodePoint(first));
        if (!signLike) expect(escapeFormula(cell)).toBe(cell);
        expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
      }),
      { numRuns: 2_000, seed: 36 },
    );
  });
});
