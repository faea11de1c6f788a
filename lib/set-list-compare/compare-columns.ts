import { formatDimensions } from '@/lib/catalog/item-details';
import type { Dimensions, Photo } from '@/lib/db/schema';

/** A prop on the list as the compare view reads it (issue 39 §4). */
export type ComparedProp = {
  itemId: string;
  title: string;
  photo: Photo | null;
  period: string | null;
  dimensions: Dimensions;
  colors: string[];
  /** Units the house has. */
  stock: number;
  /** Units asked on the list. */
  quantity: number;
};

/** One prop's column in words: what the view's rows show for it. */
export type CompareColumn = {
  itemId: string;
  title: string;
  photo: Photo | null;
  size: string;
  period: string;
  colour: string;
  /** For the list's days; null when the house does not show availability. */
  availability: string | null;
  /** Fewer free on the list's days than the list asks: the column is marked. */
  short: boolean;
};

type Options = {
  locale: string;
  showAvailability: boolean;
  /** Units away on each of the list's days, by prop; null when the list has no days yet. */
  away: Map<string, number> | null;
};

/** What a column says for its prop's availability over the list's one rental period. */
function availabilityWords(prop: ComparedProp, away: Map<string, number> | null): { words: string; short: boolean } {
  if (!away) return { words: 'Choose the list’s days to see', short: false };
  const free = Math.max(0, prop.stock - (away.get(prop.itemId) ?? 0));
  if (free === 0) return { words: 'None free on these days', short: true };
  const words = `${free} of ${prop.stock} free on these days`;
  return free < prop.quantity ? { words: `${words}; ${prop.quantity} on the list`, short: true } : { words, short: false };
}

/** The compare view's columns (issue 39 §4): size as the item page writes it, period, colour and availability for the list's days. */
export function compareColumns(props: readonly ComparedProp[], { locale, showAvailability, away }: Options): CompareColumn[] {
  return props.map((prop) => {
    const availability = showAvailability ? availabilityWords(prop, away) : null;
    return {
      itemId: prop.itemId,
      title: prop.title,
      photo: prop.photo,
      size: formatDimensions(prop.dimensions, locale),
      period: prop.period ?? 'No period given',
      colour: prop.colors.length > 0 ? prop.colors.join(', ') : 'No colour given',
      availability: availability?.words ?? null,
      short: availability?.short ?? false,
    };
  });
}
