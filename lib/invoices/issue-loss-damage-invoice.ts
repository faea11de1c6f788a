import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, items } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { violatedConstraint } from '@/lib/db/constraint-violation';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { Tenant } from '@/lib/tenant';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { standingInvoice } from './standing-invoice';
import { NOT_ALL_BACK } from './issue-invoice';
import { lossDamageCharges } from './loss-damage-charges';
import { invoiceTerms, lockOrderForBilling } from './order-terms';
import { writeInvoice } from './write-invoice';

type House = Pick<Tenant, 'billing' | 'currency'>;

export const NOTHING_LOST_OR_DAMAGED = 'Nothing on this order came back missing or damaged: there is no loss or damage to bill.';
export const NOTHING_TO_CHARGE = 'The damaged units have no repair amount and nothing is missing: there is nothing to charge.';
export const noReplacementValue = (skus: string[]) =>
  `${skus.join(', ')} ${skus.length === 1 ? 'has' : 'have'} no replacement value: set it on the prop's page, then issue the L&D invoice.`;

/**
 * "Issue L&D invoice" (issue 26 §4, decision 133): once every line of the order is back and some
 * units came back missing or damaged, one invoice of kind `lossAndDamage`, apart from the rental one:
 * the missing units at each prop's replacement value as it stands now, the repair amounts typed at
 * the counter. Numbered in the INV series, final like every invoice, not taxed; on the order's
 * production's terms and emailed to its billing email, as the rental invoice is (`invoiceTerms`,
 * decision 137; card, due on issue, without the processing charge; or Net 15/30/60); without a
 * production, the house's account terms; `salesAmount` rewritten.
 *
 * The order's row is locked first, as for the rental invoice, so a second press (or twenty at once)
 * waits, then finds the standing L&D invoice and answers it; the unique index
 * `invoices_one_loss_damage_per_order` refuses one made by any other path. Once a credit note
 * cancels it, the order may be billed again as its next `issue`.
 */
export async function issueLossDamageInvoice(
  db: Db,
  house: House,
  vendorId: string,
  requestId: string,
  { staff, today, now = Date.now() }: { staff: Actor; today: CalendarDay; now?: number },
): Promise<Result<{ invoiceId: string; number: string; issued: boolean; totalCents: number }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const found = await lockOrderForBilling(tx, vendorId, requestId);
      const { order } = found;
      const { standing, count: previous } = await standingInvoice(tx, order.id, 'lossAndDamage');
      if (standing) return { invoiceId: standing.id, number: standing.number, issued: false, totalCents: standing.totalCents };

      const lines = await tx
        .select({ line: holdLines, replacementValueCents: items.replacementValueCents })
        .from(holdLines)
        .innerJoin(items, eq(items.id, holdLines.itemId))
        .where(and(eq(holdLines.requestId, requestId), inArray(holdLines.state, ['confirmed', 'out', 'returned'])))
        .orderBy(asc(holdLines.seq));
      const away = lines.filter(({ line }) => line.state !== 'returned').length;
      if (away > 0) throw new AppError('conflict', NOT_ALL_BACK(away), { reason: 'NOT_ALL_BACK' });
      const charges = lossDamageCharges(
        lines.map(({ line, replacementValueCents }) => ({
          lineId: line.id,
          title: line.title,
          sku: line.sku,
          missingUnits: line.missingUnits,
          damagedUnits: line.damagedUnits,
          repairCents: line.repairCents,
          replacementValueCents,
        })),
      );
      if (!charges.ok) {
        const words =
          charges.reason === 'NO_REPLACEMENT_VALUE'
            ? noReplacementValue(charges.skus)
            : charges.reason === 'NOTHING_TO_CHARGE'
              ? NOTHING_TO_CHARGE
              : NOTHING_LOST_OR_DAMAGED;
        throw new AppError('conflict', words, { reason: charges.reason });
      }

      // Decision 137: on the production's terms (card, due on issue; Net 15/30/60), as the rental invoice is.
      const { paidBy, dueOn } = invoiceTerms(found, house.billing.accountTermsDays, today);
      const at = new Date(now);
      const { invoiceId, number } = await writeInvoice(
        tx,
        found,
        {
          kind: 'lossAndDamage',
          lines: charges.lines,
          subtotalCents: charges.totalCents,
          weeklyDiscountCents: 0,
          staffDiscountCents: 0,
          rentalCents: charges.totalCents,
          processingCents: 0,
          taxCents: 0,
          totalCents: charges.totalCents,
        },
        { vendorId, issue: previous + 1, paidBy, dueOn, today, currency: house.currency, issuedBy: staff.name, at },
      );
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'request',
          subjectId: requestId,
          action: 'issueLossDamageInvoice',
          before: {},
          after: { invoiceId, number, totalCents: charges.totalCents },
        },
        at,
      );
      return { invoiceId, number, issued: true, totalCents: charges.totalCents };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    if (violatedConstraint(error) === 'invoices_one_loss_damage_per_order')
      return { ok: false, error: new AppError('conflict', 'The L&D invoice was issued already: look again.', { reason: 'RACED' }) };
    throw error;
  }
}
