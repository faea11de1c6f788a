import { z } from 'zod';
import { isCalendarDay } from '@/lib/text/calendar-day';
import { typedLine, typedLines } from '@/lib/text/typed-text';
import { bookedTimeField } from '@/lib/booked-times/booked-time-field';

const day = (what: string) => z.string().trim().refine(isCalendarDay, `Choose the ${what}.`);

/**
 * "Request a Hold" from a set list (issue 12 §2). The days are checked against today and the house's
 * lead time where the request is made (lib/holds/request-hold.ts), since they depend on the clock.
 */
export const holdRequestSchema = z
  .object({
    setListId: typedLine('the set list').min(1, 'Choose a set list.').max(100, 'Choose a set list.'),
    pickUpOn: day('pick-up day'),
    returnOn: day('return day'),
    fulfilment: z.enum(['pickUp', 'delivery'], { error: 'Choose pick-up or delivery.' }),
    /** Issue 38 §4: the booked times on the house's clock, null for "any time in opening hours". */
    pickUpTime: bookedTimeField('pick-up time'),
    returnTime: bookedTimeField('return time'),
    /** One of the customer's productions, "new" (or empty) for the title typed in `production` (issue 26 §1). */
    productionId: typedLine('the production').max(100, 'Choose a production.').default(''),
    studio: typedLine('the studio').max(120, 'Keep the studio to 120 characters.').default(''),
    production: typedLine('the production').max(120, 'Keep the production to 120 characters.').default(''),
    title: typedLine('your title').max(120, 'Keep your title to 120 characters.').default(''),
    notes: typedLines('the notes').max(2000, 'Keep the notes to 2,000 characters.').default(''),
  })
  .refine((request) => request.returnOn >= request.pickUpOn, { message: 'The return day must be on or after the pick-up day.', path: ['returnOn'] });

export type HoldRequestInput = z.infer<typeof holdRequestSchema>;

/** Claiming a free prop (issue 12 §8): how many, the day and window of collection, and notes. */
export const claimRequestSchema = z.object({
  itemId: typedLine('the prop').min(1, 'Choose a prop.').max(100, 'Choose a prop.'),
  quantity: z.coerce.number({ error: 'Enter how many.' }).int('Enter a whole number.').min(1, 'Claim at least 1.').max(10_000, 'Enter a smaller number.'),
  pickUpOn: day('collection day'),
  pickUpWindow: typedLine('the collection time').min(1, 'Choose a collection time.').max(20, 'Choose a collection time.'),
  notes: typedLines('the notes').max(2000, 'Keep the notes to 2,000 characters.').default(''),
});

export type ClaimRequestInput = z.infer<typeof claimRequestSchema>;
