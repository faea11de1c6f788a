import 'server-only';
import type { Db } from '@/lib/db';
import type { Actor } from '@/lib/audit/record-audit';
import type { CustomerKey } from '@/lib/house/customer-key';
import { changeProduction } from './change-production';

/** Staff confirm a production the customer typed on a Hold request (issue 26 §1). Confirmed again is no change. */
export function confirmProduction(db: Db, customer: CustomerKey, productionId: string, actor: Actor, now = new Date()) {
  return changeProduction(db, customer, productionId, 'confirmProduction', { confirmed: true }, actor, now);
}
