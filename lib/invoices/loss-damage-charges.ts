import type { LossDamageLine } from '@/lib/db/schema';

/** A returned line as the loss-and-damage invoice reads it (issue 26 §4). */
export type ReturnedLine = {
  lineId: string;
  title: string;
  sku: string;
  missingUnits: number;
  damagedUnits: number;
  repairCents: number;
  /** The prop's replacement value now, in cents; null or 0 when the house has not set one. */
  replacementValueCents: number | null;
};

export type LossDamageCharges =
  | { ok: true; lines: LossDamageLine[]; totalCents: number }
  | { ok: false; reason: 'NOTHING_LOST_OR_DAMAGED' | 'NO_REPLACEMENT_VALUE' | 'NOTHING_TO_CHARGE'; skus: string[] };

/**
 * What an order's loss and damage come to (issue 26 §4, decision 133): for each returned line with
 * units missing or damaged, the missing units at the prop's replacement value, plus the repair amount
 * staff typed at the counter for the damaged ones. A missing unit of a prop without a replacement
 * value cannot be priced here: the SKUs are answered, for staff to set the value on the prop first.
 * Integer cents throughout; no tax and no processing (decision 133).
 */
export function lossDamageCharges(lines: ReturnedLine[]): LossDamageCharges {
  const charged = lines.filter((line) => line.missingUnits > 0 || line.damagedUnits > 0);
  if (charged.length === 0) return { ok: false, reason: 'NOTHING_LOST_OR_DAMAGED', skus: [] };
  const unpriced = charged.filter((line) => line.missingUnits > 0 && !line.replacementValueCents).map((line) => line.sku);
  if (unpriced.length > 0) return { ok: false, reason: 'NO_REPLACEMENT_VALUE', skus: [...new Set(unpriced)] };
  const billed: LossDamageLine[] = charged.map((line) => {
    const replacementCents = line.missingUnits > 0 ? line.replacementValueCents! : 0;
    const missingCents = line.missingUnits * replacementCents;
    const repairCents = line.damagedUnits > 0 ? line.repairCents : 0;
    return {
      lineId: line.lineId,
      title: line.title,
      sku: line.sku,
      missingUnits: line.missingUnits,
      replacementCents,
      missingCents,
      damagedUnits: line.damagedUnits,
      repairCents,
      totalCents: missingCents + repairCents,
    };
  });
  const totalCents = billed.reduce((sum, line) => sum + line.totalCents, 0);
  if (totalCents === 0) return { ok: false, reason: 'NOTHING_TO_CHARGE', skus: charged.map((line) => line.sku) };
  return { ok: true, lines: billed, totalCents };
}
