/**
 * The order the pull sheet walks the warehouse in (issue 38 §3, decision 153): locations in natural
 * order, the numbers in them read as numbers ("A-2" before "A-10", "B-1" after both), letters
 * without regard to case; lines whose prop has no location come last, so what has a place is pulled
 * first and the rest is looked for. Pure, so it is tested on its own.
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export function compareLocations(a: string, b: string): number {
  if (a === '' || b === '') return (a === '' ? 1 : 0) - (b === '' ? 1 : 0);
  return collator.compare(a, b);
}

/** Lines by their prop's location, then SKU, then title, so a sheet printed twice reads the same. */
export function byLocation<Line extends { location: string; sku: string; title: string }>(lines: readonly Line[]): Line[] {
  return [...lines].sort((a, b) => compareLocations(a.location, b.location) || collator.compare(a.sku, b.sku) || a.title.localeCompare(b.title));
}
