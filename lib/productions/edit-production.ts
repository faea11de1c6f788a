import 'server-only';
import type { Db } from '@/lib/db';
import type { Actor } from '@/lib/audit/record-audit';
import type { CustomerKey } from '@/lib/house/customer-key';
import type { ProductionInput } from './production-schema';
import { changeProduction } from './change-production';

/** Staff edit a customer's production (issue 26 §1): title, studio, company, billing, PO number, terms, certificate expiry. */
export function editProduction(db: Db, customer: CustomerKey, productionId: string, input: ProductionInput, actor: Actor, now = new Date()) {
  return changeProduction(db, customer, productionId, 'editProduction', { ...input, insuranceExpiresOn: input.insuranceExpiresOn || null }, actor, now);
}
