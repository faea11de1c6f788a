import { describe, expect, it } from 'vitest';
import { barText, barWord, dayColumns, layoutBars, takesUnits, type BarKind, type CalendarSpan } from './calendar-bars';
import { firstDayWithoutRoom } from './block-room';
import { addMonths, daysOf, monthName, monthOf, monthRange, weekdayOf, weeksOf } from './calendar-month';

const span = (id: string, start: string, end: string, kind: BarKind = 'held', returnOn: string | null = null): CalendarSpan => ({
  id,
  kind,
  start,
  end,
  units: 1,
  returnOn,
  who: '',
  href: `/x/${id}`,
});

describe('issue 13 §5: the months of the holds calendar', () => {
  it.each([
    ['2026-12', '2026-12'],
    [' 2027-02 ', '2027-02'],
    ['2026-13', 'fallback'],
    ['2026-00', 'fallback'],
    ['1999-12', 'fallback'],
    ['2100-01', 'fallback'],
    ['2026-1', 'fallback'],
    ['2026-12-01', 'fallback'],
    [['2026-12'], 'fallback'],
    [undefined, 'fallback'],
  ])('?month=%j is %s', (asked, expected) => {
    expect(monthOf(asked, 'fallback')).toBe(expected);
  });

  it.each([
    ['2026-12', 1, '2027-01'],
    ['2027-01', -1, '2026-12'],
    ['2026-03', 12, '2027-03'],
    ['2026-03', -15, '2024-12'],
  ])('%s and %i months is %s', (month, count, expected) => {
    expect(addMonths(month, count)).toBe(expected);
  });

  it.each([
    ['2027-02', 28, '[2027-02-01,2027-03-01)'],
    ['2028-02', 29, '[2028-02-01,2028-03-01)'],
    ['2026-12', 31, '[2026-12-01,2027-01-01)'],
    ['2027-04', 30, '[2027-04-01,2027-05-01)'],
  ])('%s has %i days, read as the range %s', (month, count, range) => {
    expect(daysOf(month)).toHaveLength(count);
    expect(monthRange(month)).toBe(range);
  });

  it('names the month in the locale, and finds the weekday of a day', () => {
    expect(monthName('2026-12', 'en')).toBe('December 2026');
    expect(weekdayOf('2027-03-01')).toBe(1);
    expect(weekdayOf('2027-03-07')).toBe(7);
  });

  it.each([
    // March 2027 starts on a Monday.
    ['2027-03', 1, 0, 5],
    ['2027-03', 7, 1, 5],
    // February 2026 starts on a Sunday and is exactly four weeks from Sunday.
    ['2026-02', 7, 0, 4],
    ['2026-02', 1, 6, 5],
  ])('%s with weeks from weekday %i: %i blank days before the 1st, %i weeks', (month, firstWeekday, blanks, weeks) => {
    const grid = weeksOf(month, firstWeekday);
    expect(grid).toHaveLength(weeks);
    expect(grid.every((week) => week.length === 7)).toBe(true);
    expect(grid[0]!.findIndex((day) => day !== null)).toBe(blanks);
    expect(grid.flat().filter(Boolean)).toEqual(daysOf(month));
  });

  it('marks Saturdays and Sundays as the weekend columns', () => {
    const columns = dayColumns('2027-03');
    expect(columns[0]).toEqual({ day: '2027-03-01', number: 1, weekend: false });
    expect(columns.filter((column) => column.weekend).map((column) => column.number)).toEqual([6, 7, 13, 14, 20, 21, 27, 28]);
  });
});

describe('issue 13 §5: bars a person reads at a glance', () => {
  it.each([
    {
      rule: 'a span inside the month starts at its day and covers its days',
      spans: [span('a', '2027-03-08', '2027-03-18', 'held', '2027-03-16')],
      want: [{ id: 'a', column: 8, days: 10, turnaroundDays: 1, lane: 0, continuesBefore: false, continuesAfter: false }],
    },
    {
      rule: 'a span from the month before is clipped to the 1st and says it continues',
      spans: [span('a', '2027-02-25', '2027-03-04', 'out', '2027-03-02')],
      want: [{ id: 'a', column: 1, days: 3, turnaroundDays: 1, continuesBefore: true, continuesAfter: false }],
    },
    {
      rule: 'a span into the next month is clipped to the last day, its turnaround beyond the month not counted',
      spans: [span('a', '2027-03-29', '2027-04-03', 'confirmed', '2027-04-01')],
      want: [{ id: 'a', column: 29, days: 3, turnaroundDays: 0, continuesBefore: false, continuesAfter: true }],
    },
    {
      rule: 'a span ending on the 1st (exclusive) or starting next month is not drawn',
      spans: [span('a', '2027-02-20', '2027-03-01'), span('b', '2027-04-01', '2027-04-05')],
      want: [],
    },
    {
      rule: 'overlapping spans stack into lanes; one that starts where another ends shares its lane',
      spans: [span('a', '2027-03-01', '2027-03-10'), span('b', '2027-03-05', '2027-03-12'), span('c', '2027-03-10', '2027-03-20')],
      want: [
        { id: 'a', lane: 0 },
        { id: 'c', lane: 0 },
        { id: 'b', lane: 1 },
      ],
    },
    {
      rule: 'a request on days the top lane leaves free shares it, though the holds were placed first',
      spans: [span('h', '2027-03-10', '2027-03-20', 'held'), span('o', '2027-03-12', '2027-03-25', 'out'), span('r', '2027-03-01', '2027-03-05', 'requested')],
      want: [
        { id: 'r', lane: 0 },
        { id: 'h', lane: 0 },
        { id: 'o', lane: 1 },
      ],
    },
    {
      rule: 'what takes units (holds, blocks) is stacked above what only asks (requests, second holds)',
      spans: [
        span('r', '2027-03-01', '2027-03-05', 'requested'),
        span('s', '2027-03-02', '2027-03-04', 'secondHold'),
        span('k', '2027-03-03', '2027-03-09', 'repair'),
      ],
      want: [
        { id: 'k', lane: 0 },
        { id: 'r', lane: 1 },
        { id: 's', lane: 2 },
      ],
    },
  ])('$rule', ({ spans, want }) => {
    const { bars } = layoutBars(spans, '2027-03');
    expect(bars).toHaveLength(want.length);
    want.forEach((expected, index) => expect(bars[index]).toMatchObject(expected));
  });

  it('an empty row keeps one lane; three overlapping spans need three', () => {
    expect(layoutBars([], '2027-03').lanes).toBe(1);
    expect(
      layoutBars([span('a', '2027-03-01', '2027-03-09'), span('b', '2027-03-02', '2027-03-09'), span('c', '2027-03-03', '2027-03-09')], '2027-03').lanes,
    ).toBe(3);
  });

  it.each<[BarKind, string, boolean]>([
    ['requested', 'Requested', false],
    ['secondHold', 'Second hold', false],
    ['held', 'On hold', true],
    ['challenged', 'Challenged', true],
    ['confirmed', 'Confirmed', true],
    ['out', 'Out', true],
    ['overdue', 'Overdue', true],
    ['repair', 'In repair', true],
    ['lost', 'Lost', true],
    ['other', 'Blocked', true],
  ])('%s reads "%s" (takes units: %s)', (kind, word, takes) => {
    expect(barWord(kind, 'Hold')).toBe(word);
    expect(takesUnits(kind)).toBe(takes);
  });

  it.each([
    [
      { ...span('a', '2027-03-08', '2027-03-18', 'held', '2027-03-16'), who: 'Night Shift' },
      'On hold: Night Shift, 1 unit, Mar 8 – Mar 16, turnaround to Mar 17',
    ],
    [{ ...span('a', '2027-03-20', '2027-03-23', 'repair'), units: 2, who: 'Leg glued' }, 'In repair: Leg glued, 2 units, Mar 20 – Mar 22'],
    [span('a', '2027-03-20', '2027-03-21', 'lost'), 'Lost: 1 unit, Mar 20'],
    [{ ...span('a', '2027-03-01', '2027-03-02', 'confirmed', null), who: 'Claim' }, 'Confirmed: Claim, 1 unit, Mar 1'],
    [
      { ...span('a', '2027-03-08', '2027-04-11', 'overdue', '2027-03-16'), who: 'Night Shift' },
      'Overdue: Night Shift, 1 unit, out since Mar 8, due back Mar 16',
    ],
  ])('says in words what it is, for whom and when: %#', (given, text) => {
    expect(barText(given, { locale: 'en', requestType: 'Hold' })).toBe(text);
  });
});

describe('issue 13 §5: a block fits only where units are free', () => {
  const away = new Map([
    ['2027-03-09', 1],
    ['2027-03-10', 3],
  ]);
  it.each([
    ['free every day', 1, '2027-03-01', '2027-03-08', null],
    ['two of three free on the 9th', 2, '2027-03-09', '2027-03-09', null],
    ['three asked on the 9th', 3, '2027-03-08', '2027-03-12', { day: '2027-03-09', free: 2 }],
    ['none free on the 10th', 1, '2027-03-08', '2027-03-12', { day: '2027-03-10', free: 0 }],
    ['more than the house has', 4, '2027-03-01', '2027-03-01', { day: '2027-03-01', free: 3 }],
  ])('%s', (_rule, units, from, to, expected) => {
    expect(firstDayWithoutRoom(away, 3, units, from, to)).toEqual(expected);
  });
});
