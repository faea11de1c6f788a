import { z } from 'zod';
import { typedLines } from '@/lib/text/typed-text';

/** The longest condition note staff may write on a line at the counter. */
export const CONDITION_NOTE_MAX = 500;

/**
 * What staff note when a line comes back (issue 13 §6): its condition, and how many units did not
 * come back. Whether the missing units are at most the line's quantity is decided where the line is
 * read (lib/holds/move-line.ts), and the database checks it again (hold_lines_missing_units_check).
 */
export const checkInFieldsSchema = z.object({
  conditionNote: typedLines('the condition note').max(CONDITION_NOTE_MAX, `Keep the condition note to ${CONDITION_NOTE_MAX} characters.`).default(''),
  missingUnits: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : value),
    z.coerce
      .number({ error: 'Enter how many units did not come back, 0 or more.' })
      .int('Enter a whole number of units.')
      .min(0, 'Enter how many units did not come back, 0 or more.')
      .max(100_000, 'Enter a smaller number.'),
  ),
});

export type CheckInFields = z.infer<typeof checkInFieldsSchema>;

/** The words when more units are said to be missing than went out. */
export function tooManyMissing(quantity: number): string {
  return `Only ${quantity} ${quantity === 1 ? 'unit' : 'units'} went out: units missing must be 0 to ${quantity}. Nothing was changed.`;
}
