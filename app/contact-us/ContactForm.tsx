'use client';

import { useActionState, useState } from 'react';
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

/** "Write to us" opens the form in a modal; closing it with something typed asks first. */
export function ContactForm() {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [state, formAction, pending] = useActionState(async (previous: typeof FORM_START, formData: FormData) => {
    const next = await submitContactMessage(previous, formData);
    if (next.status === 'done') setValues(EMPTY);
    return next;
  }, FORM_START);

  const isDirty = Object.values(values).some((value) => value.trim() !== '');
  const thanks = state.status === 'done' ? (state.message ?? '') : '';
  const errors = state.fieldErrors;
  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((current) => ({ ...current, [name]: event.target.value })),
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
