'use client';

import { useActionState, useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { Modal } from '@/components/modal/Modal';
import type { ContactField } from '@/lib/contact/contact-message';
import { FORM_START } from '@/lib/forms/form-state';
import { submitContactMessage } from './actions';

const EMPTY: Record<ContactField, string> = { name: '', email: '', production: '', message: '' };

/** A live region that is on the page before its text arrives, so screen readers announce the text. */
function Thanks({ message }: { message: string }) {
  return (
    <p role="status" className={message ? 'notice notice-success' : undefined}>
      {message}
    </p>
  );
}

/** What the form starts with: a signed-in person's own name, email and production (issue 24 §10), else nothing. */
function useStartValues(): Record<ContactField, string> {
  const { state } = useAuth();
  if (state.status !== 'authenticated') return EMPTY;
  const { firstName, lastName, displayName, production } = state.vendorUser;
  return { name: `${firstName} ${lastName}`.trim() || displayName, email: state.user.email ?? '', production, message: '' };
}

/** "Write to us" opens the form in a modal; closing it with something typed asks first. */
export function ContactForm() {
  const start = useStartValues();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Record<ContactField, string> | null>(null);
  const [state, formAction, pending] = useActionState(async (previous: typeof FORM_START, formData: FormData) => {
    const next = await submitContactMessage(previous, formData);
    if (next.status === 'done') setValues(null);
    return next;
  }, FORM_START);
  // Untouched, the form follows the person (signed in since the page loaded, say); once typed in, it keeps what was typed.
  const shown = values ?? start;

  const isDirty = (Object.keys(shown) as ContactField[]).some((name) => shown[name].trim() !== start[name].trim());
  const thanks = state.status === 'done' ? (state.message ?? '') : '';
  const errors = state.fieldErrors;
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: shown[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues({ ...shown, [name]: event.target.value }),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });
  const error = (name: ContactField) =>
    errors[name] && (
      <p id={`contact-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    );

  return (
    <>
      <div className="button-row">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          Write to us
        </button>
      </div>
      <Thanks message={open ? '' : thanks} />
      <Modal open={open} title="Write to us" isDirty={isDirty} onClose={() => setOpen(false)}>
        <Thanks message={thanks} />
        {state.status !== 'done' && (
          <form action={formAction} noValidate>
            {state.status === 'failed' && state.code !== 'invalid' && (
              <p role="alert" className="notice notice-error">
                {state.message}
              </p>
            )}
            <div className="field">
              <label htmlFor="contact-name">Your name</label>
              <input {...field('name')} autoComplete="name" required />
              {error('name')}
            </div>
            <div className="field">
              <label htmlFor="contact-email">Email</label>
              <input {...field('email')} type="email" autoComplete="email" required />
              {error('email')}
            </div>
            <div className="field">
              <label htmlFor="contact-production">Production (optional)</label>
              <input {...field('production')} autoComplete="organization" />
              {error('production')}
            </div>
            <div className="field">
              <label htmlFor="contact-message">Message</label>
              <textarea {...field('message')} rows={5} required />
              {error('message')}
            </div>
            <div className="button-row">
              <button type="submit" className="button" disabled={pending}>
                {pending ? 'Sending…' : 'Send message'}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
