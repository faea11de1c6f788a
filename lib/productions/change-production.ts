import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { productions } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { AUDITED, auditKey } from './production-audit';
import type { Production } from './read-productions';

type Patch = Partial<Pick<Production, (typeof AUDITED)[number]>>;

/**
 * The one write of an existing production (edit, confirm): its row locked, only what changed
 * written, with its audit row on the customer, in one transaction. A production of another
 * customer is not found, like none. A change that changes nothing writes nothing.
 */
export async function changeProduction(
  db: Db,
  customer: CustomerKey,
  productionId: string,
  action: string,
  patch: Patch,
  actor: Actor,
  now = new Date(),
): Promise<Result<{ changed: boolean; production: Production }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const mine = and(eq(productions.id, productionId), eq(productions.vendorId, customer.vendorId), eq(productions.uid, customer.uid));
      const [before] = await tx.select().from(productions).where(mine).for('update');
      if (!before) throw new AppError('notFound', 'We could not find that production.');
      const fields = (Object.keys(patch) as (keyof Patch)[]).filter((field) => patch[field] !== undefined && patch[field] !== before[field]);
      if (fields.length === 0) return { changed: false, production: before };
      const changes = Object.fromEntries(fields.map((field) => [field, patch[field]]));
      const [after] = await tx
        .update(productions)
        .set({ ...changes, updatedAt: now })
        .where(mine)
        .returning();
      await recordAudit(
        tx,
        {
          vendorId: customer.vendorId,
          actor,
          subjectType: 'customer',
          subjectId: customer.uid,
          action,
          before: { title: before.title, ...Object.fromEntries(fields.map((field) => [auditKey(field), before[field]])) },
          after: { title: after!.title, ...Object.fromEntries(fields.map((field) => [auditKey(field), after![field]])) },
        },
        now,
      );
      return { changed: true, production: after! };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
