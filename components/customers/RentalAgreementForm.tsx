'use client';

import { useActionState } from 'react';
import { agreementAction } from '@/app/staff/customers/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** Staff record a signed paper copy of the rental agreement, or take an acceptance back (decision 95). */
export function RentalAgreementForm({ uid, accepted }: { uid: string; accepted: boolean }) {
  const hydrated = useHydrated();
  const [state, record, pending] = useActionState(agreementAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={record} aria-busy={pending || undefined} className="button-row">
      <input type="hidden" name="uid" value={uid} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {accepted ? (
        <button type="submit" name="agreement" value="withdraw" className="button button-secondary">
          Withdraw acceptance
        </button>
      ) : (
        <button type="submit" name="agreement" value="paper" className="button">
          Record a signed paper copy
        </button>
      )}
      <FormMessages state={state} />
    </form>
  );
}
