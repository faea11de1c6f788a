'use client';

import { useActionState } from 'react';
import { answerExtensionAction } from '@/app/staff/holds/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/**
 * A customer's ask to keep an order longer, as staff answer it (issue 26 §5): what stands in the
 * way, if anything, then "Accept extension" (one click when nothing does) or "Decline extension"
 * with the reason the customer reads.
 */
export function ExtensionAnswer({ extensionId, asked, conflicts }: { extensionId: string; asked: string; conflicts: string[] }) {
  const hydrated = useHydrated();
  const [state, answer, pending] = useActionState(answerExtensionAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={answer} noValidate className="form-narrow" aria-labelledby={`extension-${extensionId}`}>
      <p id={`extension-${extensionId}`}>
        <strong>Extension asked:</strong> {asked}. {conflicts.length === 0 ? 'It fits: nothing else is booked on those days.' : conflicts.join(' ')}
      </p>
      <FormMessages state={state} besideFields />
      <input type="hidden" name="extensionId" value={extensionId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field id={`extension-reason-${extensionId}`} name="reason" label="Reason, if you decline" errors={state.fieldErrors} maxLength={300} />
      <p className="button-row">
        {conflicts.length === 0 && (
          <button type="submit" name="answer" value="accept" className="button" aria-busy={pending || undefined}>
            Accept extension
          </button>
        )}
        <button type="submit" name="answer" value="decline" className="button button-secondary" aria-busy={pending || undefined}>
          Decline extension
        </button>
      </p>
    </form>
  );
}
