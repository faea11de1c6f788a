'use client';

import { useActionState } from 'react';
import { issueInvoiceAction } from '@/app/staff/invoices/actions';
import { useConfirmedFormSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useAnswerToPage } from '@/components/forms/PageNotice';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

const ASK = {
  title: 'Issue the invoice?',
  text: 'It bills each line from the day it went out to the day it came back, and is emailed to the customer. An issued invoice is final: a correction is a credit note.',
  confirmLabel: 'Issue invoice',
};

/**
 * "Issue invoice" (issue 26 §3) with staff's discount on the order, asked first since an issued
 * invoice is final; without JavaScript the form posts as it is.
 */
export function IssueInvoiceForm({ requestId }: { requestId: string }) {
  const hydrated = useHydrated();
  const [state, submit, pending] = useActionState(issueInvoiceAction, FORM_START);
  const confirmFirst = useConfirmedFormSubmit(submit, ASK);
  const shown = useAnswerToPage(state);
  return (
    <form action={submit} onSubmit={confirmFirst} noValidate className="form-narrow" aria-busy={pending || undefined}>
      <FormMessages state={shown} besideFields />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id={`order-discount-${requestId}`}
        name="discountPercent"
        label="Discount on this order (%)"
        inputMode="decimal"
        errors={state.fieldErrors}
        defaultValue={state.status === 'failed' ? (state.values.discountPercent ?? '0') : '0'}
      />
      <button type="submit" className="button">
        Issue invoice
      </button>
    </form>
  );
}
