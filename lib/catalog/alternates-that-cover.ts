import 'server-only';
import type { Db, Tx } from '@/lib/db';
import { askedRange, unitsAwayForItems } from '@/lib/availability/availability';
import type { AskedDays } from './alternate-offer';
import { similarCandidates, type SimilarProp, type Want } from './similar-candidates';
import { rankSimilar } from './similar-props';

/** An alternate that can stand in, and how many of its units are free for the days (or in stock, with none). */
export type AlternateOffer = { item: SimilarProp; available: number };

export type CoverAnswer = {
  /** Each want's offers, in the order of the wants, best first; a want with none has an empty list. */
  offers: AlternateOffer[][];
  /** Every prop that was looked at: a cached page that offers them is emptied when one of them changes. */
  considered: string[];
};

/** Props of each tier looked at per wanted prop, before their units for the days are counted. */
const LOOKED_AT = 12;

/**
 * When a prop cannot cover the quantity or the days (issue 28 §5): for each want, the similar props
 * (hand-linked alternates first) that have `units` free on every day asked, or in stock with no
 * days, best first, at most `limit` each. Two statements whatever the number of wants: the
 * candidates of every want, then their units away on those days.
 */
export async function alternatesThatCover(db: Db | Tx, wants: readonly Want[], days: AskedDays | null, limit = 3): Promise<CoverAnswer> {
  const answer: CoverAnswer = { offers: [], considered: [] };
  if (wants.length === 0) return answer;
  // One look per prop, for the most units any want of it asks: what covers more covers less.
  const most = new Map<string, number>();
  for (const want of wants) most.set(want.itemId, Math.max(most.get(want.itemId) ?? 0, want.units));
  const range = days ? askedRange(days.from, days.to) : null;
  const found = await similarCandidates(
    db,
    [...most].map(([itemId, units]) => ({ itemId, units })),
    { perTier: LOOKED_AT, cover: { range } },
  );
  const considered = [...new Set([...found.candidates.values()].flat().map((item) => item.id))];
  const away = range ? await unitsAwayForItems(db, considered, range) : new Map<string, number>();
  answer.offers = wants.map((want) => {
    const target = found.targets.get(want.itemId);
    const ranked = target ? rankSimilar(target, found.candidates.get(want.itemId) ?? [], Infinity) : [];
    return ranked
      .map((item) => ({ item, available: Math.max(0, item.quantity - (away.get(item.id) ?? 0)) }))
      .filter((offer) => offer.available >= want.units)
      .slice(0, limit);
  });
  answer.considered = considered;
  return answer;
}
