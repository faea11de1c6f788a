'use client';

import { useActionState } from 'react';
import { issueDepositInvoiceAction } from '@/app/staff/invoices/actions';
import { useConfirmedFormSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useAnswerToPage } from '@/components/forms/PageNotice';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

const ASK = {
  title: 'Issue the deposit invoice?',
  text: 'It bills the deposit now, before the props are back, and is emailed to the customer. The rental invoice takes it off. An issued invoice is final: a correction is a credit note.',
  confirmLabel: 'Issue deposit invoice',
};

/**
 * "Issue deposit invoice" (issue 26 §3, decision 137): an amount, or a percentage of the order's
 * quoted rental, billed before the return; asked first since an issued invoice is final; without
 * JavaScript the form posts as it is.
 */
export function DepositInvoiceForm({ requestId }: { requestId: string }) {
  const hydrated = useHydrated();
  const [state, submit, pending] = useActionState(issueDepositInvoiceAction, FORM_START);
  const confirmFirst = useConfirmedFormSubmit(submit, ASK);
  const shown = useAnswerToPage(state);
  const kept = (name: string) => (state.status === 'failed' ? (state.values[name] ?? '') : '');
  return (
    <form action={submit} onSubmit={confirmFirst} noValidate className="form-narrow" aria-label="Deposit" aria-busy={pending || undefined}>
      <FormMessages state={shown} besideFields />
      <input type="hidden" name="requestId" value={requestId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id={`deposit-amount-${requestId}`}
        name="amount"
        label="Deposit amount ($)"
        inputMode="decimal"
        errors={state.fieldErrors}
        defaultValue={kept('amount')}
      />
      <Field
        id={`deposit-percent-${requestId}`}
        name="percent"
        label="Or deposit as a percentage of the quoted rental (%)"
        inputMode="decimal"
        errors={state.fieldErrors}
        defaultValue={kept('percent')}
      />
      <button type="submit" className="button button-secondary">
        Issue deposit invoice
      </button>
    </form>
  );
}
