import { describe, expect, it } from 'vitest';
import { availabilityLabel, formatSize, formatWeeklyPrice, isNewArrival, newArrivalsSince } from './item-card';
import { formatDimensions } from './item-details';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('item cards (spec §9 newWeekCount 3, currency USD)', () => {
  it('an item is new within newWeekCount weeks of its creation, and not after', () => {
    expect(isNewArrival(daysAgo(0), now, 3)).toBe(true);
    expect(isNewArrival(daysAgo(20.9), now, 3)).toBe(true);
    expect(isNewArrival(daysAgo(21), now, 3)).toBe(false);
    expect(isNewArrival(daysAgo(8), now, 1)).toBe(false);
    expect(newArrivalsSince(now, 3)).toEqual(daysAgo(21));
  });

  it('formats weekly prices in the tenant currency, and free items as Free', () => {
    expect(formatWeeklyPrice(12500, 'USD', 'en')).toBe('$125 / week');
    expect(formatWeeklyPrice(1999, 'USD', 'en')).toBe('$19.99 / week');
    expect(formatWeeklyPrice(null, 'USD', 'en')).toBe('Free');
  });

  it('says whether a prop is on the shelf', () => {
    expect(availabilityLabel(0)).toBe('Out on rental');
    expect(availabilityLabel(0, 'Free')).toBe('All claimed');
    expect(availabilityLabel(1)).toBe('1 available');
    expect(availabilityLabel(4)).toBe('4 available');
  });

  it('issue 28 §2: gives the size at a glance, width × depth × height in inches; the item page names each measure', () => {
    expect(formatSize({ width: 34, depth: 34, height: 36 }, 'en')).toBe('34 × 34 × 36 in');
    expect(formatSize({ width: 10, depth: 8.5, height: 1200 }, 'en')).toBe('10 × 8.5 × 1,200 in');
    expect(formatDimensions({ width: 34, depth: 34, height: 36 }, 'en')).toBe('34 W × 34 D × 36 H in');
  });
});
