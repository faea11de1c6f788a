import { violatedConstraint } from '@/lib/db/constraint-violation';

/** The trigger on `items` that refuses a quantity below the units held, out or blocked (decision 148). */
export const QUANTITY_GUARD = 'items_no_overbooking';

/**
 * The database refused a write that would put more units of a prop away on a day than it has: the
 * overbooking triggers of migration 0029 (issue 26, decision 130), or its quantity lowered below the
 * units away (migration 0037, decision 148), raised as an exclusion violation.
 */
export function isOverbookingRefused(error: unknown): boolean {
  const constraint = violatedConstraint(error);
  return constraint === 'hold_lines_no_overbooking' || constraint === 'item_blocks_no_overbooking' || constraint === QUANTITY_GUARD;
}
