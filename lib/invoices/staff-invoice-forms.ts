import 'server-only';
import { z } from 'zod';
import { houseToday } from '@/lib/house/clock';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import type { ActionContext, Reply } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { formatCents } from '@/lib/house/money';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';
import { sendInvoice } from './invoice-email';
import { issueDepositInvoice, type DepositAsked } from './issue-deposit-invoice';
import { setLineDiscount } from './line-discount';
import { centsOf } from '@/lib/house/money';

/**
 * Staff's forms on an order's billing before its rental invoice (issue 26 §3, decision 137): the
 * discount on a line and the deposit invoice. Each is its options and its handler, so that
 * app/staff/invoices/actions.ts makes them server actions and the tests run their guards
 * (`answerForm`) as they are; staff only, zod-validated.
 */

const id = (what: string) => typedLine(what).min(1).max(100);

/** A staff discount, as "Discount on this order (%)" takes it: 0 to 100, at most two decimals. */
export const discountPercent = () =>
  z.coerce
    .number({ error: 'Enter the discount as a percentage, such as 10.' })
    .min(0, 'Enter the discount as a percentage, such as 10.')
    .max(100, 'A discount is at most 100%.')
    .multipleOf(0.01, 'Use at most two decimals.');

export const lineDiscountForm = {
  access: 'staff' as const,
  schema: z.object({ lineId: id('a line'), discountPercent: discountPercent().default(0) }),
  start: FORM_START,
};

export async function lineDiscountHandler(
  { lineId, discountPercent: percent }: z.infer<typeof lineDiscountForm.schema>,
  { viewer }: ActionContext<object>,
): Promise<Reply<object>> {
  const set = await setLineDiscount(await getDb(), tenant.vendor.id, lineId, percent, { staff: actorOf(viewer) });
  if (!set.ok) return { error: set.error };
  return { message: set.data.percent === 0 ? `No discount on ${set.data.title}.` : `${set.data.percent}% off ${set.data.title} on the invoice.` };
}

const EITHER = 'Enter the deposit as an amount or as a percentage of the quoted rental, not both.';

export const depositForm = {
  access: 'staff' as const,
  schema: z
    .object({
      requestId: id('a request'),
      amount: z.string().trim().default(''),
      percent: z.string().trim().default(''),
    })
    .transform(({ requestId, amount, percent }, context): { requestId: string; asked: DepositAsked } => {
      if ((amount === '') === (percent === '')) {
        context.addIssue({ code: 'custom', path: ['amount'], message: EITHER });
        return z.NEVER;
      }
      if (amount !== '') {
        const cents = centsOf(amount);
        if (cents === null) {
          context.addIssue({ code: 'custom', path: ['amount'], message: 'Enter the deposit in dollars, such as 250.00.' });
          return z.NEVER;
        }
        return { requestId, asked: { amountCents: cents } };
      }
      const parsed = discountPercent().safeParse(percent);
      if (!parsed.success) {
        context.addIssue({ code: 'custom', path: ['percent'], message: 'Enter the percentage of the quoted rental, such as 25, with at most two decimals.' });
        return z.NEVER;
      }
      return { requestId, asked: { percent: parsed.data } };
    }),
  start: FORM_START,
};

export async function depositHandler({ requestId, asked }: z.output<typeof depositForm.schema>, { viewer }: ActionContext<object>): Promise<Reply<object>> {
  const db = await getDb();
  const issued = await issueDepositInvoice(db, tenant, tenant.vendor.id, requestId, asked, {
    staff: actorOf(viewer),
    today: houseToday(tenant.vendor.timezone),
  });
  if (!issued.ok) return { error: issued.error };
  const { number, invoiceId, totalCents } = issued.data;
  if (!issued.data.issued) return { message: `Deposit invoice ${number} was issued already.` };
  const to = await sendInvoice(db, tenant.vendor.id, invoiceId, tenant);
  return {
    message: `Deposit invoice ${number} issued for ${formatCents(totalCents, tenant)}${to ? ` and emailed to ${to}` : '; the email could not be sent'}.`,
  };
}
