import { z } from 'zod';
import { centsOf } from '@/lib/invoices/payment-schema';
import { typedLines } from '@/lib/text/typed-text';

/** The longest condition note staff may write on a line at the counter. */
export const CONDITION_NOTE_MAX = 500;

const units = (what: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : value),
    z.coerce
      .number({ error: `Enter how many units ${what}, 0 or more.` })
      .int('Enter a whole number of units.')
      .min(0, `Enter how many units ${what}, 0 or more.`)
      .max(100_000, 'Enter a smaller number.'),
  );

/**
 * What staff note when a line comes back (issue 13 §6, issue 26 §4): its condition, how many units did
 * not come back, how many came back damaged and what their repair costs (typed money, read digit by
 * digit into cents; empty is none). Whether missing and damaged units together are at most the line's
 * quantity is decided where the line is read (lib/holds/move-line.ts), and the database checks it
 * again (hold_lines_missing_units_check, hold_lines_damaged_units_check).
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
  damagedUnits: units('came back damaged'),
  repairCents: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    z
      .string()
      .trim()
      .transform((text, context) => {
        if (text === '') return 0;
        const cents = centsOf(text);
        if (cents === null || cents > 10_000_000) {
          context.addIssue({ code: 'custom', message: 'Enter the repair amount in dollars, such as 85.00, or leave it empty.' });
          return z.NEVER;
        }
        return cents;
      }),
  ),
});

export type CheckInFields = z.infer<typeof checkInFieldsSchema>;

/** The words when more units are said to be missing than went out. */
export function tooManyMissing(quantity: number): string {
  return `Only ${quantity} ${quantity === 1 ? 'unit' : 'units'} went out: units missing must be 0 to ${quantity}. Nothing was changed.`;
}

/** The words when missing and damaged units together are more than went out (issue 26 §4). */
export function tooManyDamaged(quantity: number, missing: number): string {
  const left = Math.max(0, quantity - missing);
  return `Only ${quantity} ${quantity === 1 ? 'unit' : 'units'} went out${missing > 0 ? ` and ${missing} ${missing === 1 ? 'is' : 'are'} missing` : ''}: units damaged must be 0 to ${left}. Nothing was changed.`;
}

/** A repair amount with no damaged unit to repair. */
export const REPAIR_WITHOUT_DAMAGE = 'Enter how many units came back damaged, or leave the repair amount empty. Nothing was changed.';
