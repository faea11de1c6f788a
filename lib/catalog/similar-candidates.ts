import 'server-only';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { items, type ItemStatus } from '@/lib/db/schema';
import { pgTextArray, rowsOf } from '@/lib/db/sql';
import type { ItemCardData } from './item-card';
import { cardColumns } from './queries';
import { SIMILAR_TIERS, type SimilarCandidate, type SimilarityFacts } from './similar-props';

/** A candidate as pages show it: its card, what it is compared on, its tier, and whether crews may see it. */
export type SimilarProp = ItemCardData & SimilarCandidate & { status: ItemStatus };

/** A prop to find others for, and how many units they must have to stand in for it (1 for an item page). */
export type Want = { itemId: string; units: number };

export type CandidateOptions = {
  /** How many props of each tier to read per prop, before ranking. */
  perTier: number;
  /**
   * Only props that could stand in for the want: as many units, the same purchase type (a free prop
   * is claimed, not rented), and, with `range`, no day in it fully booked (item_full_days, kept by the
   * database). The units free on the other days are counted after (lib/catalog/alternates-that-cover.ts).
   */
  cover?: { range: string | null };
};

export type SimilarCandidates = {
  /** Each wanted prop's own facts; a prop that is not there has none. */
  targets: Map<string, SimilarityFacts & { kindKey: string }>;
  /** Each wanted prop's candidates, unranked, hidden and archived alternates included (the caller filters; pages tag them). */
  candidates: Map<string, SimilarProp[]>;
};

/**
 * Within a tier, the same order as `compareSimilar` (lib/catalog/similar-props.ts): the same period,
 * a colour in common, the nearer size (the sum of each measure's log difference), then the id.
 */
const WITHIN_TIER = sql.raw(`coalesce(c.period = src.period, false) desc, (c.colors && src.colors) desc,
  ${['width', 'depth', 'height']
    .map((measure) => `abs(ln(1 + (c.dimensions->>'${measure}')::float8) - ln(1 + (src.dimensions->>'${measure}')::float8))`)
    .join(' + ')},
  c.id collate "C"`);

/**
 * The most props of one kind a tier ranks for one prop, read in its index's order. A real house has
 * a few dozen of a kind; the demo at 100,000 has 1,700 "nightstands", and ranking all of them for
 * every page would read as many rows. Past this, the closest are found among the first so many.
 */
export const RANKED_AT_MOST = 400;

/**
 * Every wanted prop's similar props in one statement (issue 28 §5): the alternates staff linked
 * (from either side of the pair), then up to `perTier` of the rest in rank order, each range read
 * from an index and at most RANKED_AT_MOST rows of it ranked: the same kind and period
 * (items_kind_idx: kind, period, id), only when those are too few the same kind of other periods,
 * and only when the kind is too small the same head noun in the prop's category (items_kind_head_idx,
 * read on both sides of the prop's own kind so none of its kind is read twice). The ranges after the
 * first are read only when the ones before give fewer than `perTier` (the Append under the Limit
 * stops), so a page of similar props reads a few hundred rows at most, at any size of catalogue.
 */
export async function similarCandidates(db: Db | Tx, wants: readonly Want[], { perTier, cover }: CandidateOptions): Promise<SimilarCandidates> {
  const found: SimilarCandidates = { targets: new Map(), candidates: new Map() };
  if (wants.length === 0) return found;
  const ids = wants.map((want) => want.itemId);
  const units = wants.map((want) => Math.max(1, Math.trunc(want.units)));
  const covers = cover
    ? sql`and c.quantity >= want.units and c.purchase_type = src.purchase_type${
        cover.range
          ? // One hashed list of the props fully booked on a day asked, read once for every row.
            sql` and c.id not in (select item_id from item_full_days where day >= lower(${cover.range}::daterange) and day < upper(${cover.range}::daterange))`
          : sql``
      }`
    : sql``;
  /** At most RANKED_AT_MOST listed props where `where`, in the index's order `indexOrder`. */
  const range = (where: SQL, indexOrder: SQL) =>
    sql`(select * from items c where ${where} and c.status = 'active' ${covers} order by ${indexOrder} limit ${RANKED_AT_MOST})`;
  const ranked = (tier: number, rows: SQL) => sql`(select c.id, ${sql.raw(String(tier))} as tier from ${rows} as c order by ${WITHIN_TIER} limit ${perTier})`;
  const rows = rowsOf<{ source: string; id: string; tier: number }>(
    await db.execute(sql`
      select src.id as source, cand.id, cand.tier
      from unnest(${pgTextArray(ids)}, ${`{${units.join(',')}}`}::int[]) as want(id, units)
      join items src on src.id = want.id
      cross join lateral (
        select c.id, 0 as tier from items c
        where c.id in (
          select item_b_id from item_alternates where item_a_id = src.id
          union all
          select item_a_id from item_alternates where item_b_id = src.id
        ) ${cover ? sql`and c.status = 'active' ${covers}` : sql``}
        union all
        (select * from (
          ${ranked(1, range(sql`c.kind_key = src.kind_key and src.kind_key <> '' and c.period = src.period and c.id <> src.id`, sql`c.id`))}
          union all
          ${ranked(1, range(sql`c.kind_key = src.kind_key and src.kind_key <> '' and (src.period is null or c.period is distinct from src.period) and c.id <> src.id`, sql`c.period, c.id`))}
          union all
          ${ranked(
            2,
            sql`(${range(sql`c.category_id = src.category_id and c.kind_head = src.kind_head and src.kind_head <> '' and c.kind_key < src.kind_key`, sql`c.kind_key, c.id`)}
              union all
              ${range(sql`c.category_id = src.category_id and c.kind_head = src.kind_head and src.kind_head <> '' and c.kind_key > src.kind_key`, sql`c.kind_key, c.id`)})`,
          )}
        ) as unlinked limit ${perTier})
      ) as cand
    `),
  );
  const everyId = [...new Set([...ids, ...rows.map((row) => row.id)])];
  const details = await db
    .select({ ...cardColumns, colors: items.colors, status: items.status, kindKey: items.kindKey })
    .from(items)
    .where(inArray(items.id, everyId));
  const byId = new Map(details.map((row) => [row.id, row]));
  for (const id of ids) {
    const target = byId.get(id);
    if (target) found.targets.set(id, { id, period: target.period, colors: target.colors, dimensions: target.dimensions, kindKey: target.kindKey });
  }
  for (const row of rows) {
    const detail = byId.get(row.id);
    if (!detail) continue;
    const { kindKey: _kindKey, ...card } = detail;
    const list = found.candidates.get(row.source) ?? [];
    list.push({ ...card, tier: SIMILAR_TIERS[Number(row.tier)] ?? 'sameHead' });
    found.candidates.set(row.source, list);
  }
  return found;
}
