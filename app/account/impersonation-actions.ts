'use server';

import { z } from 'zod';
import { plainFormAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { stopImpersonating } from '@/lib/identity/sign-in';

/**
 * The banner's "Return to your account": back to the admin's own session. Called from inside the
 * impersonated customer's session, so it is a customer's action and lives outside the staff area.
 */
export const stopImpersonatingAction = plainFormAction({ access: 'customer', schema: z.object({}), start: FORM_START }, async (_input, { viewer }) => {
  if (!viewer.impersonatedBy) return { navigation: { method: 'push', href: '/' } };
  await stopImpersonating(await requestAuthExchange());
  return { navigation: { method: 'push', href: '/staff/users' } };
});
