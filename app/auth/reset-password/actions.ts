'use server';

import { formAction } from '@/lib/entry-points/form-action';
import { FORM_START } from '@/lib/forms/form-state';
import { requestAuthExchange } from '@/lib/identity/auth/auth-exchange';
import { resetPassword, resetPasswordSchema } from '@/lib/identity/password-reset';

/** "Save the new password" (issue 24 §3): every session ends with it; the person logs in with it next. */
export const resetPasswordAction = formAction({ access: 'anyone', schema: resetPasswordSchema(), start: FORM_START }, async (input) => {
  const reset = await resetPassword(await requestAuthExchange(), input);
  if (!reset.ok) return { error: reset.error };
  return { message: 'Your password is changed. Log in with it now.', navigation: { method: 'replace', href: '/auth/login?reason=password-reset' } };
});
