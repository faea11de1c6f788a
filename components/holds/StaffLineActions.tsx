'use client';

import { useActionState } from 'react';
import { moveLineAction } from '@/app/staff/holds/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import type { LineEvent } from '@/lib/holds/hold-lifecycle';
import { staffLineActions } from '@/lib/holds/hold-state';

/** The buttons a line's state allows staff, one form; "Decline" sends the reason typed beside it. */
export function StaffLineActions({ lineId, title, allowed, requestType }: { lineId: string; title: string; allowed: LineEvent[]; requestType: string }) {
  const hydrated = useHydrated();
  const [state, act, pending] = useActionState(moveLineAction, FORM_START);
  useFormAnswer(state);
  const offered = staffLineActions(requestType).filter(([event]) => allowed.includes(event));
  if (offered.length === 0) return null;
  return (
    <form action={act} aria-busy={pending || undefined} className="button-row">
      <input type="hidden" name="lineId" value={lineId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      {offered.map(([event, label]) => (
        <button key={event} type="submit" name="event" value={event} className="button button-secondary">
          {label}
          <span className="visually-hidden"> {title}</span>
        </button>
      ))}
      {allowed.includes('decline') && (
        <span className="field">
          <label htmlFor={`reason-${lineId}`}>Reason (sent to the customer)</label>
          <input id={`reason-${lineId}`} name="reason" maxLength={300} />
        </span>
      )}
      <FormMessages state={state} />
    </form>
  );
}
