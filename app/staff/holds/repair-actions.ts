'use server';

import { houseToday } from '@/lib/house/clock';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { markRepaired } from '@/lib/holds/mark-repaired';
import { MARK_REPAIRED_FORM, repairedMessage } from '@/lib/holds/mark-repaired-form';
import { tenant } from '@/lib/tenant';

/** "Mark repaired" on a returned line's damaged units (issue 36 §3, decision 144): staff only; free to rent from today. */
export const markRepairedAction = formAction(MARK_REPAIRED_FORM, async ({ lineId }, { viewer }) => {
  const repaired = await markRepaired(await getDb(), tenant.vendor.id, lineId, actorOf(viewer), { today: houseToday(tenant.vendor.timezone), house: tenant });
  if (!repaired.ok) return { error: repaired.error };
  return { message: repairedMessage(repaired.data.units, repaired.data.promoted, tenant.request.type) };
});
