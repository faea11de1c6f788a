import { violatedConstraint } from '@/lib/db/constraint-violation';

/**
 * The database refused a write that would put more units of a prop away on a day than it has: the
 * overbooking triggers of migration 0029 (issue 26, decision 130), raised as an exclusion violation.
 */
export function isOverbookingRefused(error: unknown): boolean {
  const constraint = violatedConstraint(error);
  return constraint === 'hold_lines_no_overbooking' || constraint === 'item_blocks_no_overbooking';
}
