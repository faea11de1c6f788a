import 'server-only';
import { and, sql, type SQL } from 'drizzle-orm';
import { items } from '@/lib/db/schema';
import { SIZE_BINS } from '@/lib/tenant/facet-keys';
import { isListed } from '../queries';
import type { Measure, SizeAsk } from './size-words';

/** A size said in words moves a prop up within its tier of match, never above a better match (issue 39 §1): less than MATCH_SCORES' smallest step. */
export const SIZE_BONUS = 1;
/**
 * "Tall" is the top third of the kind's own heights, "small" the bottom third. Not widened to the
 * facets' bins: they are drawn for the whole catalogue, and a lamp's heights fall in two of them
 * (24 to 36 in holds desk and table lamps alike), too coarse to tell a tall lamp.
 */
const LARGE_SHARE = 0.67;
const SMALL_SHARE = 0.33;

const measureOf = (measure: Measure) => sql`(${items.dimensions}->>${measure})::real`;

/** The lower bound of the size bin (the Height and Width facets' bins, lib/tenant/facet-keys.ts) a measure falls in. */
function binFloor(value: SQL): SQL {
  const whens = SIZE_BINS.slice(0, -1).map(
    (bin, index) => sql`when ${value} < ${sql.raw(String(bin.below))} then ${sql.raw(String(index === 0 ? 0 : SIZE_BINS[index - 1]!.below))}`,
  );
  return sql`(case ${sql.join(whens, sql` `)} else ${sql.raw(String(SIZE_BINS.at(-2)!.below))} end)`;
}

/**
 * The rank a prop gains for each size asked. "Tall", "small" are read per kind of prop, against the
 * props the words match (a tall lamp is in the lamps' top third, a tall bookcase in the
 * bookcases'). A measure ("36 inch") gains in its bin of height or width (the Height and Width facets' bins).
 */
export function sizeRank(asks: readonly SizeAsk[], matched: SQL | undefined): SQL | undefined {
  if (asks.length === 0) return undefined;
  const parts = asks.map((ask) => {
    if ('inches' in ask) {
      const measures: Measure[] = ask.measure === 'either' ? ['height', 'width'] : [ask.measure];
      const inBin = measures.map((measure) => sql`${binFloor(measureOf(measure))} = ${binFloor(sql.raw(String(ask.inches)))}`);
      return sql`(case when ${sql.join(inBin, sql` or `)} then ${sql.raw(String(SIZE_BONUS))} else 0 end)`;
    }
    const share = ask.want === 'large' ? LARGE_SHARE : SMALL_SHARE;
    const threshold = sql`(select percentile_cont(${sql.raw(String(share))}) within group (order by ${measureOf(ask.measure)}) from ${items} where ${and(isListed, matched)})`;
    const compare = ask.want === 'large' ? sql`>=` : sql`<=`;
    return sql`(case when ${measureOf(ask.measure)} ${compare} ${threshold} then ${sql.raw(String(SIZE_BONUS))} else 0 end)`;
  });
  return sql`(${sql.join(parts, sql` + `)})`;
}

/** A search of measures alone ("36 inch"): the props of that bin, there being no words to rank. */
export function sizeCondition(asks: readonly SizeAsk[]): SQL | undefined {
  const measured = asks.filter((ask) => 'inches' in ask);
  if (measured.length === 0) return undefined;
  return sql`(${sizeRank(measured, undefined)} > 0)`;
}
