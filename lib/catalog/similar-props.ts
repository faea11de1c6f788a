import type { Dimensions } from '@/lib/db/schema';

/**
 * Similar props (issue 28 §5, decision 112): the order they are offered in, as pure rules. The
 * database picks the candidates by index (lib/catalog/similar-candidates.ts) in this same order
 * within each tier; these rules merge the tiers and say which comes first.
 */

/**
 * Why a prop is offered, best first: staff linked it by hand as an alternate; it is the same kind
 * of prop ("bar stool"); or a kind with the same head noun in the same category ("coffee table"
 * for a "dining table"). Nothing else is similar: a nightstand is never offered for a bar stool.
 */
export const SIMILAR_TIERS = ['linked', 'sameKind', 'sameHead'] as const;
export type SimilarTier = (typeof SIMILAR_TIERS)[number];

/** What a prop is compared on, after its tier. */
export type SimilarityFacts = { id: string; period: string | null; colors: readonly string[]; dimensions: Dimensions };

export type SimilarCandidate = SimilarityFacts & { tier: SimilarTier };

/**
 * How far apart two sizes are: for each of width, depth and height the difference of their
 * logarithms (so twice as big is as far as half as big; an inch is added so a 0 in rug still has
 * one), summed. 0 is the same size.
 */
export function sizeDistance(a: Dimensions, b: Dimensions): number {
  const apart = (x: number, y: number) => Math.abs(Math.log(1 + x) - Math.log(1 + y));
  return apart(a.width, b.width) + apart(a.depth, b.depth) + apart(a.height, b.height);
}

/** The same era, when both have one: surplus materials with none are not "the same period". */
export function samePeriod(a: { period: string | null }, b: { period: string | null }): boolean {
  return a.period !== null && a.period === b.period;
}

export function sharesColour(a: { colors: readonly string[] }, b: { colors: readonly string[] }): boolean {
  return a.colors.some((color) => b.colors.includes(color));
}

/**
 * The order of two candidates for `target`, earlier first: by tier, then the same period, then a
 * colour in common, then the nearer size, then by id (byte order, as the database's `collate "C"`),
 * so the order is the same on every render.
 */
export function compareSimilar(target: SimilarityFacts): (a: SimilarCandidate, b: SimilarCandidate) => number {
  return (a, b) =>
    SIMILAR_TIERS.indexOf(a.tier) - SIMILAR_TIERS.indexOf(b.tier) ||
    Number(samePeriod(b, target)) - Number(samePeriod(a, target)) ||
    Number(sharesColour(b, target)) - Number(sharesColour(a, target)) ||
    sizeDistance(a.dimensions, target.dimensions) - sizeDistance(b.dimensions, target.dimensions) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * The candidates for one prop, ranked and cut to `limit`: each prop once, in its best tier (an
 * alternate staff linked that is also of the same kind counts as linked), never the prop itself.
 */
export function rankSimilar<T extends SimilarCandidate>(target: SimilarityFacts, candidates: readonly T[], limit: number): T[] {
  const best = new Map<string, T>();
  for (const candidate of candidates) {
    if (candidate.id === target.id) continue;
    const kept = best.get(candidate.id);
    if (!kept || SIMILAR_TIERS.indexOf(candidate.tier) < SIMILAR_TIERS.indexOf(kept.tier)) best.set(candidate.id, candidate);
  }
  return [...best.values()].sort(compareSimilar(target)).slice(0, Math.max(0, limit));
}
