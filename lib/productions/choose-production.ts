import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/lib/db';
import { productions } from '@/lib/db/schema';
import { AppError } from '@/lib/errors/app-error';
import type { CustomerKey } from '@/lib/house/customer-key';
import { ownProduction, type Production } from './read-productions';

import { NEW_PRODUCTION } from './production-choice';

/**
 * The production a Hold request is for (issue 26 §1), in the request's transaction: one of the
 * customer's own, chosen by id (another's answers as none); or, typed, the customer's production of
 * that title, else a new one, unconfirmed until staff confirm it; no title, no production.
 */
export async function chooseProduction(
  tx: Tx,
  owner: CustomerKey,
  { productionId, title, studio }: { productionId: string; title: string; studio: string },
  at: Date,
): Promise<Production | null> {
  if (productionId && productionId !== NEW_PRODUCTION) {
    const chosen = await ownProduction(tx, owner, productionId);
    if (!chosen) throw new AppError('notFound', 'We could not find that production.', { fieldErrors: { productionId: 'Choose one of your productions.' } });
    return chosen;
  }
  const typed = title.trim();
  if (!typed && productionId === NEW_PRODUCTION)
    throw new AppError('invalid', 'Give the new production’s title.', { fieldErrors: { production: 'Give the new production’s title.' } });
  if (!typed) return null;
  const [same] = await tx
    .select()
    .from(productions)
    .where(and(eq(productions.vendorId, owner.vendorId), eq(productions.uid, owner.uid), sql`lower(${productions.title}) = lower(${typed})`))
    .limit(1);
  if (same) return same;
  const [made] = await tx
    .insert(productions)
    .values({ id: randomUUID(), vendorId: owner.vendorId, uid: owner.uid, title: typed, studio, confirmed: false, createdAt: at, updatedAt: at })
    .returning();
  return made!;
}
