'use server';

import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { forgotPasswordSchema, requestPasswordReset, RESET_LINK_SENT } from '@/lib/identity/password-reset';

/** "Send me a link" (issue 24 §3): one answer whether or not the email has an account. */
export const requestPasswordResetAction = formAction({ access: 'anyone', schema: forgotPasswordSchema, start: FORM_START }, async ({ email }) => {
  const asked = await requestPasswordReset(await requestAuthExchange(), email);
  return asked.ok ? { message: RESET_LINK_SENT } : { error: asked.error };
});
