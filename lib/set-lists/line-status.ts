import { formatDimensions } from '@/lib/catalog/item-details';
import type { Dimensions, LineReview } from '@/lib/db/schema';

type LineFacts = { itemId: string | null; quantity: number; stock: number | null; review: LineReview | null; reviewedBy: string | null };

/** What a line says when its prop is no longer there to rent as asked (issue 11 §2): kept, and said plainly. */
export function lineWarning({ itemId, quantity, stock }: LineFacts): string | null {
  if (itemId === null || stock === null) return 'No longer in the catalogue.';
  if (stock === 0) return 'None available now: every unit is out.';
  if (stock < quantity) return `Only ${stock} available now.`;
  return null;
}

/** The designer's mark on a line, as the owner reads it. */
export function reviewLabel({ review, reviewedBy }: LineFacts): string | null {
  if (review === 'approved') return `Approved by ${reviewedBy ?? 'your designer'}`;
  if (review === 'rejected') return `Not this one, says ${reviewedBy ?? 'your designer'}`;
  return null;
}

/**
 * A line's state as a pill (issue 24 §6), beside its title: for the list's days when it has them
 * (`free`: units free on every one of them), else for the shelf today. A line with nothing to
 * say has no pill.
 */
export function lineStatePill(line: LineFacts, free: number | null): { word: string; tone: 'held' | 'behind' | 'refused' | 'ended' } | null {
  if (line.itemId === null || line.stock === null) return { word: 'Gone', tone: 'ended' };
  const units = free ?? line.stock;
  if (units === 0) return { word: 'Unavailable', tone: 'refused' };
  if (units < line.quantity) return { word: 'Short', tone: 'behind' };
  return free === null ? null : { word: 'Available', tone: 'held' };
}

/**
 * A line's period and size as the item page writes them (issue 39 §4), "Mid-Century · 24 W × 26 D ×
 * 34 H in": whether it is of the period and whether it fits, on the list, its print and the designer's
 * page. Null for a prop that left the catalogue, which has neither to show.
 */
export function lineFacts({ period, dimensions }: { period: string | null; dimensions: Dimensions | null }, locale: string): string | null {
  if (!dimensions) return period;
  return [period, formatDimensions(dimensions, locale)].filter(Boolean).join(' · ');
}
