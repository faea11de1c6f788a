import 'server-only';
import type { Db } from '@/lib/db';
import type { AskedDays } from '@/lib/catalog/alternate-offer';
import { alternatesThatCover, type AlternateOffer } from '@/lib/catalog/alternates-that-cover';
import type { SetListLine } from './read-set-lists';

/** The most stand-ins offered under one line. */
const OFFERS_PER_LINE = 3;

/** The units of a line's prop it can have: none once the prop left the catalogue; with days, its stock less the units away on them. */
export function unitsFor(line: Pick<SetListLine, 'itemId' | 'stock'>, away: Map<string, number> | null): number {
  if (line.itemId === null || line.stock === null) return 0;
  return Math.max(0, line.stock - (away?.get(line.itemId) ?? 0));
}

/**
 * The lines of a set list whose prop cannot cover them (issue 28 §5): too few units, taken on the
 * list's days (`away`, with `days`), or no longer in the catalogue; each with the similar props that
 * can, hand-linked alternates first, leaving out props the list has already. By line id; a line its
 * prop covers is absent. Two statements for the whole list (lib/catalog/alternates-that-cover.ts).
 */
export async function alternatesForShortLines(
  db: Db,
  lines: readonly SetListLine[],
  { away, days }: { away: Map<string, number> | null; days: AskedDays | null },
): Promise<Map<string, AlternateOffer[]>> {
  const short = lines.filter((line) => (line.itemId ?? line.leftItemId) !== null && unitsFor(line, away) < line.quantity);
  if (short.length === 0) return new Map();
  const onList = new Set(lines.map((line) => line.itemId ?? line.leftItemId));
  const { offers } = await alternatesThatCover(
    db,
    short.map((line) => ({ itemId: (line.itemId ?? line.leftItemId)!, units: line.quantity })),
    days,
    OFFERS_PER_LINE + short.length,
  );
  return new Map(short.map((line, index) => [line.id, (offers[index] ?? []).filter(({ item }) => !onList.has(item.id)).slice(0, OFFERS_PER_LINE)]));
}
