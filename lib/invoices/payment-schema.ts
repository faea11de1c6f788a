import { z } from 'zod';
import { centsOf } from '@/lib/house/money';
import { isCalendarDay } from '@/lib/text/calendar-day';
import { typedLine } from '@/lib/text/typed-text';

export const PAYMENT_METHODS = ['check', 'transfer', 'card', 'cash', 'other'] as const;

/** "Record payment" on an invoice (issue 26 §3). `key` is the form's own, made when it was drawn. */
export const paymentSchema = z.object({
  invoiceId: typedLine('an invoice').min(1).max(100),
  key: z.string().uuid('Reload the page and try again.'),
  amount: z
    .string()
    .trim()
    .transform((text, context) => {
      const cents = centsOf(text);
      if (cents === null || cents === 0) {
        context.addIssue({ code: 'custom', message: 'Enter the amount received, such as 1250.00.' });
        return z.NEVER;
      }
      return cents;
    }),
  receivedOn: z.string().trim().refine(isCalendarDay, 'Choose the day it was received.'),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid.' }),
  reference: typedLine('the reference').max(100, 'Keep the reference to 100 characters.').default(''),
});

export type PaymentInput = z.infer<typeof paymentSchema>;
