'use server';

import { z } from 'zod';
import { actorOf } from '@/lib/identity/audit-actor';
import { decideApproval } from '@/lib/customers/approval';
import { getDb } from '@/lib/db';
import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

const decisionSchema = z.object({
  uid: typedLine('the customer').min(1).max(100),
  decision: z.enum(['approve', 'deny'], { error: 'Choose approve or deny.' }),
  reason: typedLine('the reason').max(300, 'Keep the reason to 300 characters.').default(''),
});

/** Staff approve or deny a customer (issue 13 §2); the decision, its audit row and its one email are lib/customers/approval.ts's. */
export const decideApprovalAction = formAction(
  { access: 'staff', schema: decisionSchema, start: FORM_START },
  async ({ uid, decision, reason }, { viewer }) => {
    const approve = decision === 'approve';
    const decided = await decideApproval(await getDb(), tenant.vendor.id, { uid, approve, reason }, actorOf(viewer), tenant);
    if (!decided.ok) return { error: decided.error };
    return { message: approve ? 'Approved: the customer is welcomed by email.' : 'Denied: the customer is told by email.' };
  },
);
