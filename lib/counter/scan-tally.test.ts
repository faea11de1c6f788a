import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { labelAddress } from '@/lib/labels/label-address';
import { scannedWords, tallyScan, unscanned, type Tally, type TallyLine } from './scan-tally';

const SITE = new URL('https://props.example.test');
const ORDER = 'ORD-2026-000001';
const LINES: TallyLine[] = [
  { id: 'a', title: 'Armchair', sku: 'FUR-000071', quantity: 2 },
  { id: 'b', title: 'Desk lamp', sku: 'LIG-000123', quantity: 1 },
  { id: 'c', title: 'Rug', sku: 'TEX-000009', quantity: 1 },
];

describe('issue 38 §2: each scan ticks a unit of the order', () => {
  it('issue 38 §2: a SKU, typed or as a label’s address in any case, ticks a unit and says "n of 4 scanned"', () => {
    const first = tallyScan(LINES, {}, 'fur-000071', SITE, ORDER);
    expect(first).toEqual({ ok: true, lineId: 'a', tally: { a: 1 }, words: 'Armchair (FUR-000071): 1 of 2. 1 of 4 scanned.' });
    const second = first.ok && tallyScan(LINES, first.tally, labelAddress('FUR-000071', SITE), SITE, ORDER);
    expect(second).toMatchObject({ ok: true, tally: { a: 2 }, words: 'Armchair (FUR-000071): 2 of 2. 2 of 4 scanned.' });
    expect(second && second.ok && unscanned(LINES, second.tally)).toEqual(['Desk lamp (LIG-000123): 0 of 1 scanned', 'Rug (TEX-000009): 0 of 1 scanned']);
  });

  it('issue 38 §2: a prop not on the order, a unit too many, or another site’s code is refused in words and ticks nothing', () => {
    expect(tallyScan(LINES, {}, 'ZZZ-000001', SITE, ORDER)).toEqual({ ok: false, words: 'ZZZ-000001 is not on ORD-2026-000001.' });
    expect(tallyScan(LINES, { b: 1 }, 'LIG-000123', SITE, ORDER)).toEqual({
      ok: false,
      words: 'The unit of LIG-000123 on ORD-2026-000001 is scanned already.',
    });
    expect(tallyScan(LINES, { a: 2 }, 'FUR-000071', SITE, ORDER)).toEqual({
      ok: false,
      words: 'All 2 units of FUR-000071 on ORD-2026-000001 are scanned already.',
    });
    expect(tallyScan(LINES, {}, 'https://elsewhere.example/staff/check-in?sku=FUR-000071', SITE, ORDER)).toEqual({
      ok: false,
      words: 'That code is not one of our labels.',
    });
  });

  it('issue 38 §2: over any order and any scans, no line is ticked past its units, a refusal changes nothing, and every unit scanned once makes "n of n"', () => {
    const line = fc.record({ sku: fc.constantFrom('A-1', 'B-2', 'C-3', 'D-4'), quantity: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.array(fc.constantFrom('A-1', 'B-2', 'C-3', 'D-4', 'Z-9'), { maxLength: 30 }),
        (raw, scans) => {
          const lines = raw.map((entry, index) => ({ id: `l${index}`, title: `Prop ${index}`, ...entry }));
          let tally: Tally = {};
          for (const scan of scans) {
            const answer = tallyScan(lines, tally, scan, SITE, ORDER);
            if (answer.ok) tally = answer.tally;
            for (const one of lines) expect(tally[one.id] ?? 0).toBeLessThanOrEqual(one.quantity);
          }
          const total = lines.reduce((sum, one) => sum + one.quantity, 0);
          for (const one of lines)
            for (let unit = tally[one.id] ?? 0; unit < one.quantity; unit += 1) {
              const answer = tallyScan(lines, tally, one.sku, SITE, ORDER);
              expect(answer.ok).toBe(true);
              if (answer.ok) tally = answer.tally;
            }
          expect(scannedWords(lines, tally)).toBe(`${total} of ${total} scanned`);
          expect(unscanned(lines, tally)).toEqual([]);
        },
      ),
      { seed: 38, numRuns: 300 },
    );
  });
});
