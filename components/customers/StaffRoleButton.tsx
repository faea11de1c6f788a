'use client';

import { useActionState } from 'react';
import { staffRoleAction } from '@/app/staff/users/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "Make staff" or "Remove staff" on an account, for admins. */
export function StaffRoleButton({ userId, email, staff }: { userId: string; email: string; staff: boolean }) {
  const hydrated = useHydrated();
  const [state, change, pending] = useActionState(staffRoleAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={change} aria-busy={pending || undefined}>
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="staff" value={staff ? 'false' : 'true'} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" className="button button-secondary">
        {staff ? 'Remove staff' : 'Make staff'}
        <span className="visually-hidden"> {email}</span>
      </button>
      <FormMessages state={state} />
    </form>
  );
}
