import 'server-only';
import type { Db } from '@/lib/db';
import { listHoldMessages, type HoldMessage } from './hold-messages';
import { listOwnHoldRequests, type HoldRequestView } from './read-holds';

export type CustomerRequest = HoldRequestView & { messages: HoldMessage[] };

/** Every request and claim of the customer, newest first, each with its lines and its thread with the house (issue 13 §2). */
export async function customerRequests(db: Db, vendorId: string, uid: string): Promise<CustomerRequest[]> {
  const requests = await listOwnHoldRequests(db, { vendorId, uid });
  const threads = await listHoldMessages(
    db,
    requests.map((request) => request.id),
  );
  return requests.map((request) => ({ ...request, messages: threads.get(request.id) ?? [] }));
}
