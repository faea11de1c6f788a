import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/lib/db';
import { holdLines, items } from '@/lib/db/schema';
import type { Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { Tenant } from '@/lib/tenant';
import type { CalendarDay } from '@/lib/text/calendar-day';
import { issueDocument, type IssuedDocument } from './issue-document';
import { NOT_ALL_BACK } from './issue-invoice';
import { lossDamageCharges } from './loss-damage-charges';

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
 * Issued as every invoice is (`issueDocument`): a second press (or twenty at once) finds the
 * standing L&D invoice and answers it. Once a credit note cancels it, the order may be billed again
 * as its next `issue`.
 */
export async function issueLossDamageInvoice(
  db: Db,
  house: House,
  vendorId: string,
  requestId: string,
  { staff, today, now = Date.now() }: { staff: Actor; today: CalendarDay; now?: number },
): Promise<Result<IssuedDocument>> {
  return issueDocument(
    db,
    house,
    vendorId,
    requestId,
    {
      kind: 'lossAndDamage',
      action: 'issueLossDamageInvoice',
      bill: (tx) => billLossDamage(tx, requestId),
      raced: 'The L&D invoice was issued already: look again.',
    },
    { staff, today, now },
  );
}

/** The missing units at their replacement value and the repairs typed at the counter, once every line is back. */
async function billLossDamage(tx: Tx, requestId: string) {
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
  return {
    document: {
      lines: charges.lines,
      subtotalCents: charges.totalCents,
      weeklyDiscountCents: 0,
      staffDiscountCents: 0,
      rentalCents: charges.totalCents,
      processingCents: 0,
      taxCents: 0,
      totalCents: charges.totalCents,
    },
  };
}
