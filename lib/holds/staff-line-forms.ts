import { z } from 'zod';
import { FORM_START } from '@/lib/forms/form-state';
import { typedLine } from '@/lib/text/typed-text';
import { checkInFieldsSchema, replacementValueField } from './check-in-schema';

/**
 * Who may send the staff's line forms and what they carry (app/staff/holds/actions.ts): staff only,
 * checked before the input is read (lib/forms/form-action.ts). Here, outside the actions' module,
 * so a test can run the same guard and schema.
 */
export const staffLineSchema = z.object({
  lineId: typedLine('the line').min(1).max(100),
  event: z.enum(['accept', 'queue', 'challenge', 'confirm', 'checkOut', 'checkIn', 'collect', 'release', 'decline', 'revive'], {
    error: 'Choose what to do with the line.',
  }),
  reason: typedLine('the reason').max(300, 'Keep the reason to 300 characters.').default(''),
  // Issue 28 §5: a decline may offer the props that could stand in, read again as it is sent.
  offerAlternates: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  // "Mark out now": yes to the question before a line goes out before its pick-up day (issue 25 §4).
  early: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  // Issue 36 §2: yes to "No valid certificate of insurance: confirm anyway?" (the dialog, or a box without JavaScript).
  anyway: z
    .string()
    .optional()
    .transform((value) => value === '1'),
  // Read only when the line is marked returned (issue 13 §6).
  ...checkInFieldsSchema.shape,
  // Issue 38 §2: asked at "Mark returned" where the prop has no replacement value.
  replacementValue: replacementValueField,
});

/** A staff member's move of one line (issue 12 §6), "Mark returned" with its units back today included (issue 26 §5). */
export const MOVE_LINE_FORM = { access: 'staff', schema: staffLineSchema, start: FORM_START } as const;

/** "Correct the return" (issue 26 §4): the counter's figures, without the units back. */
export const CORRECT_RETURN_FORM = {
  access: 'staff',
  schema: z.object({
    lineId: typedLine('the line').min(1).max(100),
    ...checkInFieldsSchema.omit({ unitsBack: true }).shape,
    // Issue 38 §2: asked where the prop has none, as at the counter.
    replacementValue: replacementValueField,
  }),
  start: FORM_START,
} as const;
