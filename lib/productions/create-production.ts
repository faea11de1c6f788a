import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { productions, vendorUsers } from '@/lib/db/schema';
import { recordAudit, type Actor } from '@/lib/audit/record-audit';
import { AppError, type Result } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import type { ProductionInput } from './production-schema';
import { auditedFields } from './production-audit';

/**
 * Staff add a production to a customer (issue 26 §1): confirmed, since staff made it; audited on
 * the customer, in the same transaction.
 */
export async function createProduction(
  db: Db,
  customer: CustomerKey,
  input: ProductionInput,
  actor: Actor,
  now = new Date(),
): Promise<Result<{ productionId: string }>> {
  try {
    const data = await db.transaction(async (tx) => {
      const [person] = await tx
        .select({ uid: vendorUsers.uid })
        .from(vendorUsers)
        .where(and(eq(vendorUsers.vendorId, customer.vendorId), eq(vendorUsers.uid, customer.uid)));
      if (!person) throw new AppError('notFound', 'We could not find that customer.');
      const [row] = await tx
        .insert(productions)
        .values({
          id: randomUUID(),
          vendorId: customer.vendorId,
          uid: customer.uid,
          ...input,
          insuranceExpiresOn: input.insuranceExpiresOn || null,
          confirmed: true,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(
        tx,
        {
          vendorId: customer.vendorId,
          actor,
          subjectType: 'customer',
          subjectId: customer.uid,
          action: 'createProduction',
          before: {},
          after: auditedFields(row!),
        },
        now,
      );
      return { productionId: row!.id };
    });
    return { ok: true, data };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error };
    throw error;
  }
}
