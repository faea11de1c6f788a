'use client';

import { useActionState } from 'react';
import { markContactReadAction, replyToContactAction } from '@/app/staff/inbox/actions';
import { TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** A reply by email to a contact message, and "Mark read" for one that needs none. */
export function ContactReplyForm({ messageId, name, unread }: { messageId: string; name: string; unread: boolean }) {
  const hydrated = useHydrated();
  const [state, reply, pending] = useActionState(replyToContactAction, FORM_START);
  const [marked, mark] = useActionState(markContactReadAction, FORM_START);
  useFormAnswer(state);
  useFormAnswer(marked);
  return (
    <>
      <form action={reply} noValidate aria-busy={pending || undefined}>
        <FormMessages state={state} besideFields />
        <input type="hidden" name="messageId" value={messageId} />
        <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
        <TextAreaField id={`reply-${messageId}`} name="body" label={`Reply to ${name}`} rows={3} maxLength={5000} required errors={state.fieldErrors} />
        <button type="submit" className="button">
          Send reply
        </button>
      </form>
      {unread && (
        <form action={mark}>
          <input type="hidden" name="messageId" value={messageId} />
          <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
          <button type="submit" className="button button-secondary">
            Mark read<span className="visually-hidden"> the message from {name}</span>
          </button>
          <FormMessages state={marked} />
        </form>
      )}
    </>
  );
}
