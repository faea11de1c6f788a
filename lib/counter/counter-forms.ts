import { z } from 'zod';
import { FORM_START } from '@/lib/forms/form-state';
import { checkInFieldsSchema, replacementValueField } from '@/lib/holds/check-in-schema';
import { typedLine } from '@/lib/text/typed-text';
import type { LineBack } from './order-moves';

const orderNumber = typedLine('the order number')
  .max(40)
  .regex(/^ORD-\d{4}-\d{6,}$/i, 'Open an order at the counter first.')
  .transform((number) => number.toUpperCase());
const ticked = (value: unknown) => value === '1' || value === 'on';
/** The lines of the order the form was drawn with, as one field: its ids, comma-separated. */
const lineIds = z
  .string()
  .max(4000)
  .transform((text) => text.split(',').filter(Boolean))
  .pipe(z.array(z.string().min(1).max(100)).min(1, 'Open an order at the counter first.'));

/**
 * "Check out all" (issue 38 §2): the order, the lines it was drawn with and, of each, whether it stays
 * (a box named `stays:` and the line's id; one form posts every line's box, so each has a name of its
 * own), and yes to going out before the pick-up day (the dialog, or a box without JavaScript).
 */
export const CHECK_OUT_ORDER_FORM = {
  access: 'staff',
  schema: z
    .object({ number: orderNumber, lines: lineIds, early: z.string().optional() })
    .catchall(z.string())
    .transform((form) => ({
      number: form.number,
      early: ticked(form.early),
      stays: form.lines.filter((lineId) => ticked(form[`stays:${lineId}`])),
    })),
  start: FORM_START,
} as const;

/**
 * "Check in all" (issue 38 §2): of each line of the order (the fields named with `:` and its id),
 * whether it stays out, and what came back as a line's "Mark returned" reads it (`checkInFieldsSchema`,
 * the replacement value where the prop has none). A figure that is no number is named on its line's
 * field; whether the figures add up is asked of every line before any moves (`checkInOrder`).
 */
export const CHECK_IN_ORDER_FORM = {
  access: 'staff',
  schema: z
    .object({ number: orderNumber, lines: lineIds })
    .catchall(z.string())
    .transform((form, context) => {
      const lines: LineBack[] = [];
      for (const lineId of form.lines) {
        const field = (name: string) => form[`${name}:${lineId}`];
        const read = checkInFieldsSchema.extend({ replacementValue: replacementValueField }).safeParse({
          unitsBack: field('unitsBack'),
          conditionNote: field('conditionNote'),
          missingUnits: field('missingUnits'),
          damagedUnits: field('damagedUnits'),
          repairCents: field('repairCents'),
          replacementValue: field('replacementValue'),
        });
        if (!read.success) {
          for (const issue of read.error.issues) context.addIssue({ code: 'custom', message: issue.message, path: [`${String(issue.path[0])}:${lineId}`] });
          continue;
        }
        const { replacementValue, ...figures } = read.data;
        lines.push({ lineId, stays: ticked(field('stays')), ...figures, replacementValueCents: replacementValue });
      }
      return { number: form.number, lines };
    }),
  start: FORM_START,
} as const;
