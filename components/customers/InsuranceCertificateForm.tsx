'use client';

import { useActionState, type ChangeEvent } from 'react';
import { insuranceCertificateAction } from '@/app/staff/customers/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

const MAX_BYTES = 10 * 1024 * 1024;

/** Said in the browser before a large file travels; the server checks the size again, and the content. */
function tooLarge(event: ChangeEvent<HTMLInputElement>) {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.setCustomValidity(file && file.size > MAX_BYTES ? 'The file is larger than 10 MB. Save the certificate as a smaller PDF.' : '');
  event.currentTarget.reportValidity();
}

/**
 * A certificate of insurance (a PDF, at most 10 MB) with its expiry date; with a certificate on
 * file, the date alone may be corrected. The server judges the file by its content.
 */
export function InsuranceCertificateForm({ uid, expiresOn, onFile }: { uid: string; expiresOn: string | null; onFile: boolean }) {
  const hydrated = useHydrated();
  const [state, upload, pending] = useActionState(insuranceCertificateAction, FORM_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  return (
    <form action={upload} aria-busy={pending || undefined} className="form-narrow" aria-label="Certificate of insurance">
      <FormMessages state={state} besideFields />
      <input type="hidden" name="uid" value={uid} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id="insurance-file"
        name="certificate"
        label={onFile ? 'Replace with a new certificate (PDF)' : 'Certificate of insurance (PDF)'}
        type="file"
        accept="application/pdf,.pdf"
        required={!onFile}
        hint={onFile ? 'At most 10 MB. Leave empty to change only the expiry date.' : 'At most 10 MB.'}
        errors={errors}
        onChange={tooLarge}
      />
      <Field
        id="insurance-expires"
        name="expiresOn"
        label="Expires on"
        type="date"
        required
        errors={errors}
        defaultValue={state.status === 'failed' ? state.values.expiresOn : (expiresOn ?? '')}
        key={expiresOn ?? ''}
      />
      <button type="submit" className="button">
        {onFile ? 'Save certificate' : 'Upload certificate'}
      </button>
    </form>
  );
}
