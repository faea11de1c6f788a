import { z } from 'zod';
import { centsOf } from '@/lib/house/money';
import { typedLines } from '@/lib/text/typed-text';

/** Units back today that are no number, or fewer than one. */
export const UNITS_BACK_NOT_A_NUMBER = 'Enter how many units are back today, 1 or more.';

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
  // Issue 26 §5: how many of the line's units come back today (missing ones counted among them); empty is all of them.
  unitsBack: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : value),
    z.coerce
      .number({ error: UNITS_BACK_NOT_A_NUMBER })
      .int('Enter a whole number of units.')
      .min(1, UNITS_BACK_NOT_A_NUMBER)
      .max(100_000, 'Enter a smaller number.')
      .optional(),
  ),
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

/** Units missing of a prop without a replacement value, and none typed at the counter (issue 38 §2). */
export const REPLACEMENT_VALUE_NEEDED =
  'This prop has no replacement value: enter it, in dollars such as 150.00, to bill the missing units. Nothing was changed.';

/**
 * Issue 38 §2: the prop's replacement value typed at the counter, asked where the prop has none, so a
 * missing unit can be billed on the loss-and-damage invoice. Typed money read into cents; empty is none.
 */
export const replacementValueField = z.preprocess(
  (value) => (value === undefined || value === null ? '' : value),
  z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === '') return null;
      const cents = centsOf(text);
      if (cents === null || cents <= 0 || cents > 100_000_000) {
        context.addIssue({ code: 'custom', message: 'Enter the replacement value in dollars, such as 150.00, or leave it empty.' });
        return z.NEVER;
      }
      return cents;
    }),
);

const unitWord = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;
/** What the units are counted against: those that went out, or (a part coming back, issue 26 §5) those back today. */
const counted = (quantity: number, back?: number) =>
  back !== undefined && back < quantity
    ? `Only ${unitWord(back)} of ${quantity} ${back === 1 ? 'is' : 'are'} back today`
    : `Only ${unitWord(quantity)} went out`;

/** The words when more units are said to be missing than went out (or than are back today, of a part). */
export function tooManyMissing(quantity: number, back?: number): string {
  const most = Math.min(quantity, back ?? quantity);
  return `${counted(quantity, back)}: units missing must be 0 to ${most}. Nothing was changed.`;
}

/** The words when missing and damaged units together are more than went out, or than are back today (issue 26 §4, §5). */
export function tooManyDamaged(quantity: number, missing: number, back?: number): string {
  const left = Math.max(0, Math.min(quantity, back ?? quantity) - missing);
  return `${counted(quantity, back)}${missing > 0 ? ` and ${missing} ${missing === 1 ? 'is' : 'are'} missing` : ''}: units damaged must be 0 to ${left}. Nothing was changed.`;
}

/** Units back today that are more than are out on the line (issue 26 §5). */
export function tooManyBack(out: number): string {
  return `Only ${unitWord(out)} ${out === 1 ? 'is' : 'are'} out on this line: units back today must be 1 to ${out}. Nothing was changed.`;
}

/** A repair amount with no damaged unit to repair. */
export const REPAIR_WITHOUT_DAMAGE = 'Enter how many units came back damaged, or leave the repair amount empty. Nothing was changed.';

/** The counter's figures of one line coming back, as `moveLine` reads them. */
export type ReturnFigures = { unitsBack?: number; missingUnits: number; damagedUnits: number; repairCents: number; replacementValueCents: number | null };

/** The form's field a problem of the figures belongs to. */
export type ReturnField = 'unitsBack' | 'missingUnits' | 'damagedUnits' | 'repairCents' | 'replacementValue';

/**
 * What is wrong with the figures typed for a line of `out` units coming back, the field it belongs to
 * and the words; null when they add up. One rule for a line's "Mark returned", read again under the
 * prop's lock (`moveLine`), and for a whole order's "Check in all" (issue 38 §2), which asks it of
 * every line before any moves, so nothing is half done.
 */
export function returnProblem(out: number, figures: ReturnFigures, hasReplacementValue: boolean): { field: ReturnField; words: string } | null {
  const back = figures.unitsBack ?? out;
  const asked = figures.unitsBack;
  if (back < 1 || back > out) return { field: 'unitsBack', words: tooManyBack(out) };
  if (figures.missingUnits < 0 || figures.missingUnits > back) return { field: 'missingUnits', words: tooManyMissing(out, asked) };
  // Issue 26 §4: the damaged units came back, so they and the missing ones are at most what went out (or, of a part, what is back today).
  if (figures.damagedUnits < 0 || figures.damagedUnits + figures.missingUnits > back)
    return { field: 'damagedUnits', words: tooManyDamaged(out, figures.missingUnits, asked) };
  if (figures.repairCents < 0 || (figures.repairCents > 0 && figures.damagedUnits === 0)) return { field: 'repairCents', words: REPAIR_WITHOUT_DAMAGE };
  // Issue 38 §2: a missing unit is billed at the prop's replacement value; where it has none, staff type it.
  if (figures.missingUnits > 0 && !hasReplacementValue && !figures.replacementValueCents) return { field: 'replacementValue', words: REPLACEMENT_VALUE_NEEDED };
  return null;
}
