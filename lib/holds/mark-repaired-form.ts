import { z } from 'zod';
import { FORM_START } from '@/lib/forms/form-state';
import { typedLine } from '@/lib/text/typed-text';

/**
 * "Mark repaired" (issue 36 §3, decision 144): staff only, checked before the input is read
 * (lib/forms/form-action.ts), and the one field it carries, the returned line whose damaged units are
 * repaired. Here, outside the actions' module, so a test can run the same guard and schema.
 */
export const MARK_REPAIRED_FORM = {
  access: 'staff',
  schema: z.object({ lineId: typedLine('the line').min(1, 'Choose the line.').max(100, 'Choose the line.') }),
  start: FORM_START,
} as const;

/** What staff read once the units are repaired. */
export function repairedMessage(units: number, promoted: number, requestType: string): string {
  const waiting = promoted > 0 ? ` ${promoted} waiting ${requestType.toLowerCase()}${promoted === 1 ? '' : 's'} promoted.` : '';
  return `Marked repaired: ${units} ${units === 1 ? 'unit is' : 'units are'} free to rent from today.${waiting}`;
}
