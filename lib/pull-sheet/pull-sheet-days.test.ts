import { describe, expect, it } from 'vitest';
import { pullSheetDays } from './pull-sheet-days';

// 22:30 on Nov 30 in New York is already Dec 1 in UTC: the house's day decides what tomorrow is.
const NOW = Date.parse('2026-12-01T03:30:00Z');
const ZONE = 'America/New_York';

describe('issue 38 §3: the days a pull sheet is for', () => {
  it('issue 38 §3: tomorrow in the house’s day by default; one day when only one is given; a range as asked', () => {
    expect(pullSheetDays({}, ZONE, NOW)).toEqual({ ok: true, from: '2026-12-01', to: '2026-12-01' });
    expect(pullSheetDays({ from: '2026-12-04' }, ZONE, NOW)).toEqual({ ok: true, from: '2026-12-04', to: '2026-12-04' });
    expect(pullSheetDays({ to: '2026-12-04' }, ZONE, NOW)).toEqual({ ok: true, from: '2026-12-04', to: '2026-12-04' });
    expect(pullSheetDays({ from: '2026-12-01', to: '2026-12-07' }, ZONE, NOW)).toEqual({ ok: true, from: '2026-12-01', to: '2026-12-07' });
    expect(pullSheetDays({ from: ['2026-12-02', 'x'], to: '' }, ZONE, NOW)).toEqual({ ok: true, from: '2026-12-02', to: '2026-12-02' });
  });

  it('issue 38 §3: a bad day, a range backwards or too long is a message, and the form starts from tomorrow', () => {
    expect(pullSheetDays({ from: '2026-02-30' }, ZONE, NOW)).toEqual({
      ok: false,
      message: '“2026-02-30” is not a day: choose the first day as YYYY-MM-DD.',
      from: '2026-12-01',
      to: '2026-12-01',
    });
    expect(pullSheetDays({ to: 'tomorrow' }, ZONE, NOW)).toMatchObject({ ok: false, message: '“tomorrow” is not a day: choose the last day as YYYY-MM-DD.' });
    expect(pullSheetDays({ from: '2026-12-05', to: '2026-12-04' }, ZONE, NOW)).toMatchObject({ ok: false, message: /last day comes before the first/ });
    expect(pullSheetDays({ from: '2026-12-01', to: '2027-01-01' }, ZONE, NOW)).toMatchObject({ ok: false, message: 'Choose at most 31 days at once.' });
    expect(pullSheetDays({ from: '2026-12-01', to: '2026-12-31' }, ZONE, NOW)).toMatchObject({ ok: true });
  });
});
