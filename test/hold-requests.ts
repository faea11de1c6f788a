import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { holdLines } from '@/lib/db/schema';
import { holdRequestSchema } from '@/lib/holds/hold-request-schema';
import { requestHold } from '@/lib/holds/request-hold';
import { addToSetListSchema } from '@/lib/set-lists/set-list-schema';
import { addToSetList } from '@/lib/set-lists/write-set-lists';
import { tenant } from '@/lib/tenant';
import type { Auth } from '@/lib/identity/auth/auth';
import { signedIn, withVendorRecord } from './auth-browser';

/**
 * A new approved customer's Hold request for one unit each of `itemIds`, Monday 8 to Tuesday 16
 * March 2027 (one rental week) unless other days are given, sent through the app's own set-list and
 * request code at `now`.
 */
export async function customerRequest(
  db: Db,
  auth: Auth,
  itemIds: string[],
  {
    now = Date.parse('2027-03-01T18:00:00Z'),
    house = tenant,
    pickUpOn = '2027-03-08',
    returnOn = '2027-03-16',
  }: { now?: number; house?: Parameters<typeof requestHold>[3]; pickUpOn?: string; returnOn?: string } = {},
) {
  const account = await withVendorRecord(db, await signedIn(auth));
  const owner = { vendorId: tenant.vendor.id, uid: account.userId };
  let setListId = 'new';
  for (const itemId of itemIds) {
    const added = await addToSetList(db, owner, addToSetListSchema.parse({ itemId, setListId, newName: 'Diner', quantity: '1' }));
    if (!added.ok) throw added.error;
    setListId = added.data.setListId;
  }
  const input = holdRequestSchema.parse({ setListId, pickUpOn, returnOn, fulfilment: 'pickUp' });
  const sent = await requestHold(db, { ...owner, isAuthorized: true }, input, house, now);
  if (!sent.ok) throw sent.error;
  const lineIds = (await db.select({ id: holdLines.id }).from(holdLines).where(eq(holdLines.requestId, sent.data.requestId))).map((row) => row.id);
  return { owner, email: account.email, requestId: sent.data.requestId, lineIds };
}
