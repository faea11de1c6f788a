/**
 * Money, the one way every domain counts and shows it: whole cents (integers, never a float
 * touching an amount), percentages as basis points, rounding half up, and the house's currency
 * and locale for the words.
 */

/** An amount in whole cents of the house's currency. */
export type Cents = number;

/** "$1,250.00" in the house's currency and locale. */
export function formatCents(cents: Cents, house: { locale: string; currency: string }): string {
  return new Intl.NumberFormat(house.locale, { style: 'currency', currency: house.currency }).format(cents / 100);
}

/** "1,234.5" or "$1234.50" as 123450 cents, read digit by digit: no float touches money. Null when it is not an amount. */
export function centsOf(text: string): Cents | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.replace(/[$,\s]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 123450 cents as "1234.50", the way an amount field takes it. */
export function plainAmount(cents: Cents): string {
  return `${(cents - (cents % 100)) / 100}.${String(cents % 100).padStart(2, '0')}`;
}

/** A percentage as basis points: 8.25 → 825. */
export function basisPoints(percent: number): bigint {
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) throw new RangeError(`Not a percentage: ${percent}`);
  return BigInt(Math.round(percent * 100));
}

/** `cents` × `bp` / 10,000, rounded half up, exactly. */
export function percentOf(cents: Cents, bp: bigint): Cents {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not a sum of cents: ${cents}`);
  return Number((BigInt(cents) * bp * 2n + 10_000n) / 20_000n);
}
