import { describe, expect, it } from 'vitest';
import { customerWithProduction } from './customer-name';

describe('issue 25 §3: a customer by their name, then studio and production', () => {
  it.each([
    ['Dana Reyes', 'Northlight', 'Blue Plate Special', 'Dana Reyes · Northlight · Blue Plate Special'],
    ['Dana Reyes', '', 'Blue Plate Special', 'Dana Reyes · Blue Plate Special'],
    ['crew', '', '', 'crew'],
    ['Dana Reyes', 'Night Shift', 'night shift', 'Dana Reyes · Night Shift'],
    ['', '', 'Blue Plate Special', 'Blue Plate Special'],
  ])('%s, %s, %s → %s', (name, studio, production, shown) => {
    expect(customerWithProduction(name, studio, production)).toBe(shown);
  });
});
