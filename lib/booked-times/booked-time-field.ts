import { z } from 'zod';

/**
 * A booked time as a form sends it (issue 38 §4): empty is "any time in opening hours" (null),
 * anything else a time of the house's clock. Whether the house takes it that day is checked where
 * it is booked (lib/booked-times/dock-load.ts), since it depends on the day and the dock.
 */
export const bookedTimeField = (what: string) =>
  z
    .string()
    .trim()
    .default('')
    .refine((text) => text === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(text), `Choose a ${what} from the list.`)
    .transform((text) => (text === '' ? null : text));

/** Staff set or move a request's booked times from its page (issue 38 §4). */
export const moveBookedTimesSchema = z.object({
  requestId: z.string().trim().min(1, 'Choose a request.').max(100, 'Choose a request.'),
  pickUpTime: bookedTimeField('pick-up time'),
  returnTime: bookedTimeField('return time'),
});
export type MoveBookedTimesInput = z.infer<typeof moveBookedTimesSchema>;
