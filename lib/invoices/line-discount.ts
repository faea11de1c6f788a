import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines, holdRequests } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import { basisPoints } from '@/lib/house/money';
import { lockOrderForBilling } from './order-terms';
import { standingInvoice } from './standing-invoice';

export const discountAfterInvoice = (number: string) =>
  `Invoice ${number} stands for this order: a line's discount can no longer change. Cancel the invoice with a credit note first, then set the discount and issue it again.`;
export const LINE_NOT_ON_ORDER = 'Only a line on the order (confirmed, out or back) takes a discount.';

/**
 * Staff's discount on one line of an order (issue 26 §3, decision 137), a percent with up to two
 * decimals held as basis points on the line, before the rental invoice is issued: `issueRentalInvoice`
 * bills it (`billOrder`'s `lineDiscountPercent`), after the weekly discount schedule and before the
 * order's discount. Under the order's row lock, as the issuers take it: once a rental invoice
 * stands, refused in words (the invoice is final); audited with the discount before and after.
 */
export async function setLineDiscount(
  db: Db,
  vendorId: string,
  lineId: string,
  percent: number,
  { staff, now = Date.now() }: { staff: Actor; now?: number },
): Promise<Result<{ title: string; percent: number; changed: boolean }>> {
  try {
    const bp = Number(basisPoints(percent));
    const data = await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ requestId: holdLines.requestId })
        .from(holdLines)
        .innerJoin(holdRequests, eq(holdRequests.id, holdLines.requestId))
        .where(and(eq(holdLines.id, lineId), eq(holdRequests.vendorId, vendorId)));
      if (!found) throw new AppError('notFound', 'We could not find that line.');
      const { order } = await lockOrderForBilling(tx, vendorId, found.requestId);
      const { standing } = await standingInvoice(tx, order.id, 'rental');
      if (standing) throw new AppError('conflict', discountAfterInvoice(standing.number), { reason: 'INVOICED' });
      const [line] = await tx.select().from(holdLines).where(eq(holdLines.id, lineId)).for('update');
      if (!line || !['confirmed', 'out', 'returned'].includes(line.state)) throw new AppError('conflict', LINE_NOT_ON_ORDER, { reason: 'NOT_ON_ORDER' });
      if (line.discountBasisPoints === bp) return { title: line.title, percent, changed: false };
      await tx.update(holdLines).set({ discountBasisPoints: bp }).where(eq(holdLines.id, lineId));
      await recordAudit(
        tx,
        {
          vendorId,
          actor: staff,
          subjectType: 'request',
          subjectId: found.requestId,
          action: 'lineDiscount',
          before: { lineId, sku: line.sku, discountPercent: line.discountBasisPoints / 100 },
          after: { lineId, sku: line.sku, discountPercent: bp / 100 },
        },
        new Date(now),
      );
      return { title: line.title, percent: bp / 100, changed: true };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    if (error instanceof RangeError) return { ok: false, error: new AppError('invalid', 'A discount is a percentage from 0 to 100.') };
    throw error;
  }
}
