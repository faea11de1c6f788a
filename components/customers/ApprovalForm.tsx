'use client';

import { useActionState } from 'react';
import { decideApprovalAction } from '@/app/staff/approvals/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "Approve" or "Deny" a customer; a denial sends the reason typed beside it. */
export function ApprovalForm({ uid, name }: { uid: string; name: string }) {
  const hydrated = useHydrated();
  const [state, decide, pending] = useActionState(decideApprovalAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={decide} aria-busy={pending || undefined} className="button-row">
      <input type="hidden" name="uid" value={uid} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <button type="submit" name="decision" value="approve" className="button">
        Approve<span className="visually-hidden"> {name}</span>
      </button>
      <span className="field">
        <label htmlFor={`deny-reason-${uid}`}>Reason (sent to the customer)</label>
        <input id={`deny-reason-${uid}`} name="reason" maxLength={300} />
      </span>
      <button type="submit" name="decision" value="deny" className="button button-secondary">
        Deny<span className="visually-hidden"> {name}</span>
      </button>
      <FormMessages state={state} />
    </form>
  );
}
