import 'server-only';
import type { Db } from '@/lib/db';
import type { ItemCardData } from './item-card';
import { similarCandidates } from './similar-candidates';
import { rankSimilar } from './similar-props';

export type SimilarPropsList = {
  /** What crews see, best first: active props only. */
  props: ItemCardData[];
  /** Every prop read for the list, hidden alternates too: the page is cached until one of them changes. */
  considered: string[];
};

/**
 * "Similar props" on an item page (issue 28 §5): the alternates staff linked, then the same kind of
 * prop, then kinds with the same head noun in its category; within each, the same period, a colour
 * in common and the nearer size first. Hidden and archived props are never shown.
 */
export async function listSimilarProps(db: Db, itemId: string, limit: number): Promise<SimilarPropsList> {
  const found = await similarCandidates(db, [{ itemId, units: 1 }], { perTier: limit });
  const target = found.targets.get(itemId);
  const all = found.candidates.get(itemId) ?? [];
  const shown = target
    ? rankSimilar(
        target,
        all.filter((item) => item.status === 'active'),
        limit,
      )
    : [];
  return {
    props: shown.map(({ id, title, sku, photo, purchaseType, weeklyPrice, currency, quantity, createdAt, period, dimensions }) => ({
      id,
      title,
      sku,
      photo,
      purchaseType,
      weeklyPrice,
      currency,
      quantity,
      createdAt,
      period,
      dimensions,
    })),
    considered: [...new Set(all.map((item) => item.id))],
  };
}
