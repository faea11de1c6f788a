import { describe, expect, it } from 'vitest';
import { orderMovedWords } from './counter-order-words';
import type { LineBack, OrderMoved } from './order-moves';

const NUMBER = 'ORD-2026-000001';
const moved = (results: OrderMoved['results'], overbookedFrom: string | null = null): OrderMoved => ({
  number: NUMBER,
  moved: results.filter((result) => result.ok).length,
  results,
  overbookedFrom,
});
const back = (lineId: string, said: Partial<LineBack> = {}): LineBack => ({
  lineId,
  stays: false,
  conditionNote: '',
  missingUnits: 0,
  damagedUnits: 0,
  repairCents: 0,
  replacementValueCents: null,
  ...said,
});

describe('issue 38 §2: the counter says what a whole order’s move did', () => {
  it('issue 38 §2: the lines checked out, by name; one another clerk moved first in its own words', () => {
    expect(
      orderMovedWords(
        'out',
        moved([
          { lineId: 'a', ok: true, words: 'Armchair (FUR-000071)' },
          { lineId: 'b', ok: false, words: 'Lamp (LIG-000123): Already out.' },
        ]),
      ),
    ).toBe('Checked out 1 line of ORD-2026-000001: Armchair (FUR-000071). Lamp (LIG-000123): Already out.');
    expect(orderMovedWords('out', moved([{ lineId: 'b', ok: false, words: 'Lamp (LIG-000123): Already out.' }]))).toBe(
      'Nothing of ORD-2026-000001 was checked out. Lamp (LIG-000123): Already out.',
    );
  });

  it('issue 38 §2: a return counts what is missing and damaged of the lines that moved only, notes the condition, and names the first overbooked day', () => {
    const words = orderMovedWords(
      'in',
      moved(
        [
          { lineId: 'a', ok: true, words: 'Armchair (FUR-000071)' },
          { lineId: 'b', ok: true, words: 'Rug (TEX-000009)' },
          { lineId: 'c', ok: false, words: 'Lamp (LIG-000123): That line changed while you were deciding; look again.' },
        ],
        '2027-03-10',
      ),
      [back('a', { missingUnits: 1, conditionNote: 'scratched left arm' }), back('b', { damagedUnits: 2 }), back('c', { missingUnits: 5 })],
    );
    expect(words).toBe(
      'Checked in 2 lines of ORD-2026-000001: Armchair (FUR-000071), Rug (TEX-000009). ' +
        'Lamp (LIG-000123): That line changed while you were deciding; look again. ' +
        '1 unit missing: blocked as lost on the calendar until you end the block. 2 units damaged: in repair until marked repaired. ' +
        'Bill it with “Issue L&D invoice” on the request once every line is back. Condition noted: scratched left arm. ' +
        'More is booked than the house has from Wed, Mar 10, 2027: look at the calendar.',
    );
  });
});
