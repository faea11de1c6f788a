import { z } from 'zod';
import { PRODUCTION_TERMS } from '@/lib/db/schema/productions';
import { isCalendarDay } from '@/lib/text/calendar-day';
import { typedLine } from '@/lib/text/typed-text';

const line = (what: string, max: number, words: string) => typedLine(what).max(max, `Keep ${words} to ${max} characters.`).default('');

/** A production as staff write it on the customer's page (issue 26 §1). */
export const productionSchema = z.object({
  title: typedLine('the production').min(1, 'Give the production’s title.').max(120, 'Keep the title to 120 characters.'),
  studio: line('the studio', 120, 'the studio'),
  company: line('the production company', 120, 'the production company'),
  billingContact: line('the billing contact', 120, 'the billing contact'),
  billingEmail: z
    .string()
    .trim()
    .max(254, 'Keep the billing email to 254 characters.')
    .refine((email) => email === '' || z.email().safeParse(email).success, 'Give the billing email as name@example.com.')
    .default(''),
  poNumber: line('the PO number', 60, 'the PO number'),
  terms: z.enum(PRODUCTION_TERMS, { error: 'Choose the payment terms.' }),
  /** Empty: the customer's certificate's own expiry counts. */
  insuranceExpiresOn: z
    .string()
    .trim()
    .refine((day) => day === '' || isCalendarDay(day), 'Give the date the certificate expires, or leave it empty.')
    .default(''),
});

export type ProductionInput = z.infer<typeof productionSchema>;
