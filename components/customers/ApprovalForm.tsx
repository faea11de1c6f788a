'use client';

import { useActionState } from 'react';
import { decideApprovalAction } from '@/app/staff/approvals/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useTellPage } from '@/components/forms/PageNotice';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** "Approve" or "Deny" a customer; a denial sends the reason typed beside it. Inside a PageNotice. */
export function ApprovalForm({ uid, name }: { uid: string; name: string }) {
  const hydrated = useHydrated();
  const [state, decide, pending] = useActionState(decideApprovalAction, FORM_START);
  const tellPage = useTellPage();
  // The answer refreshes the queue, which the decided customer leaves: the page says what was done.
  useFormAnswer(state, (answer) => tellPage(`${name} — ${answer.message}`));
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
      <FormMessages state={state.status === 'failed' ? state : FORM_START} />
    </form>
  );
}
