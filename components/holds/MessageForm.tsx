'use client';

import { useActionState } from 'react';
import { TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START, type FormState } from '@/lib/forms/form-state';

type Answer = FormState<(typeof FORM_START)['data']>;
type MessageAction = (previous: Answer, form: FormData) => Promise<Answer>;

/** Writing in a request's thread: the customer's action or the staff's, the same form. */
export function MessageForm({ requestId, action, label }: { requestId: string; action: MessageAction; label: string }) {
  const hydrated = useHydrated();
  const [state, send, pending] = useActionState(action, FORM_START);
  useFormAnswer(state);
  return (
    <form action={send} noValidate>
      <FormMessages state={state} besideFields />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <TextAreaField id={`message-${requestId}`} name="body" label={label} rows={2} maxLength={2000} required errors={state.fieldErrors} />
      <button type="submit" className="button button-secondary" aria-busy={pending || undefined}>
        Send
      </button>
    </form>
  );
}
