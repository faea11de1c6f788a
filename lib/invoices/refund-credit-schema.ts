import { z } from 'zod';
import { centsOf } from '@/lib/house/money';
import { typedLine } from '@/lib/text/typed-text';
import { PAYMENT_METHODS } from './payment-schema';

/** "Record refund" of credit on account (issue 36 §4.5, decision 149). `key` is the form's own, made when it was drawn. */
export const refundCreditSchema = z.object({
  uid: typedLine('a customer').min(1).max(200),
  key: z.string().uuid('Reload the page and try again.'),
  amount: z
    .string()
    .trim()
    .transform((text, context) => {
      const cents = centsOf(text);
      if (cents === null || cents === 0) {
        context.addIssue({ code: 'custom', message: 'Enter the amount paid back, such as 75.00.' });
        return z.NEVER;
      }
      return cents;
    }),
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid back.' }),
  reference: typedLine('the reference').max(100, 'Keep the reference to 100 characters.').default(''),
});

/** "Pay from account credit" on an invoice. */
export const payFromCreditSchema = z.object({
  invoiceId: typedLine('an invoice').min(1).max(100),
  key: z.string().uuid('Reload the page and try again.'),
});
