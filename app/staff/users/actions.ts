'use server';

import { z } from 'zod';
import { actorOf } from '@/lib/identity/audit-actor';
import { getDb } from '@/lib/db';
import { formAction, plainFormAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { setStaffRole } from '@/lib/identity/roles';
import { impersonateSchema, impersonateUser, signOut } from '@/lib/identity/sign-in';
import { tenant } from '@/lib/tenant';
import { typedLine } from '@/lib/text/typed-text';

const CUSTOMERS = '/staff/users';

/**
 * "Sign in as" (spec §6): admins only, and not from inside another impersonation (the access check).
 * better-auth's admin plugin checks the role again and refuses to impersonate another admin.
 */
export const impersonateAction = plainFormAction({ access: 'admin', schema: impersonateSchema, start: FORM_START }, async (input) => {
  const exchange = await requestAuthExchange();
  const impersonated = await impersonateUser(exchange, input);
  if (impersonated.ok) return { navigation: { method: 'push', href: '/' } };
  console.error('Impersonation refused:', impersonated.error.reason, impersonated.error.message);
  // Spec §4: a failed IMPERSONATE ends in notAuthenticated / noToken, so the admin is signed out
  // too (decision 80). A fixed code in the address, never the text: a crafted link must not put words on a page.
  await signOut(exchange);
  return { error: impersonated.error, navigation: { method: 'push', href: `/auth/login?reason=impersonation&redirectTo=${encodeURIComponent(CUSTOMERS)}` } };
});

/** An admin makes an account staff, or takes staff back to a crew member (issue 13 §1). */
export const staffRoleAction = formAction(
  { access: 'admin', schema: z.object({ userId: typedLine('the account').min(1).max(100), staff: z.enum(['true', 'false']) }), start: FORM_START },
  async ({ userId, staff }, { viewer }) => {
    const changed = await setStaffRole(await getDb(), userId, staff === 'true', { vendorId: tenant.vendor.id, actor: actorOf(viewer) });
    return changed.ok ? { message: changed.data.role === 'staff' ? 'Now staff.' : 'No longer staff.' } : { error: changed.error };
  },
);
