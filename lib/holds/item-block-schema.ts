import { z } from 'zod';
import { isCalendarDay } from '@/lib/text/calendar-day';
import { typedLine } from '@/lib/text/typed-text';
import { BLOCK_REASONS } from './calendar-bars';

const day = (what: string) => z.string().trim().refine(isCalendarDay, `Choose the ${what}.`);
const id = (what: string) => typedLine(what).min(1, `Choose ${what}.`).max(100, `Choose ${what}.`);

/**
 * A staff block (issue 13 §5): units of a prop off the shelf from one day to another, both included,
 * in repair, lost, or for another reason. Whether the days are today or later and the units free is
 * decided where it is written (lib/holds/add-item-block.ts), since it depends on the clock and the holds.
 */
export const addItemBlockSchema = z
  .object({
    itemId: id('a prop'),
    quantity: z.coerce
      .number({ error: 'Enter how many units.' })
      .int('Enter a whole number of units.')
      .min(1, 'Block at least 1 unit.')
      .max(100_000, 'Enter a smaller number.'),
    from: day('first day'),
    to: day('last day'),
    reason: z.enum(BLOCK_REASONS, { error: 'Choose repair, lost or other.' }),
    note: typedLine('the note').max(300, 'Keep the note to 300 characters.').default(''),
  })
  .refine((block) => block.to >= block.from, { message: 'The last day must be on or after the first day.', path: ['to'] });

export type AddItemBlockInput = z.infer<typeof addItemBlockSchema>;

/** Ending a block (the repair is done): the block, and the prop whose calendar the form is on. */
export const endItemBlockSchema = z.object({ blockId: id('a block') });
