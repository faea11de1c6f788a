import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldErrors } from '@/lib/errors/app-error';

type Common = { id: string; name: string; label: string; errors: FieldErrors; hint?: string };

function described(id: string, name: string, errors: FieldErrors, hint?: string) {
  const ids = [hint && `${id}-hint`, errors[name] && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids || undefined };
}

function Extras({ id, name, errors, hint }: Omit<Common, 'label'>) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {errors[name] && (
        <p id={`${id}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </>
  );
}

/** A labelled input with its hint and its error from the last answer, tied to it for screen readers. */
export function Field({ id, name, label, errors, hint, ...input }: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} {...described(id, name, errors, hint)} {...input} />
      <Extras id={id} name={name} errors={errors} hint={hint} />
    </div>
  );
}

export function TextAreaField({ id, name, label, errors, hint, ...textarea }: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} name={name} {...described(id, name, errors, hint)} {...textarea} />
      <Extras id={id} name={name} errors={errors} hint={hint} />
    </div>
  );
}
