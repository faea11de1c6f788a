'use client';

import { useActionState } from 'react';
import { recordPaymentAction } from '@/app/staff/invoices/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useAnswerToPage } from '@/components/forms/PageNotice';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

const METHODS = [
  ['check', 'Check'],
  ['transfer', 'Bank transfer'],
  ['card', 'Card'],
  ['cash', 'Cash'],
  ['other', 'Other'],
] as const;

/**
 * "Record payment" (issue 26 §3): money received against the invoice. `formKey` is made when the page
 * is drawn, so the same form sent twice records one payment.
 */
export function RecordPaymentForm({ invoiceId, formKey, balance, today }: { invoiceId: string; formKey: string; balance: string; today: string }) {
  const hydrated = useHydrated();
  const [state, record, pending] = useActionState(recordPaymentAction, FORM_START);
  const shown = useAnswerToPage(state);
  const errors = state.fieldErrors;
  const value = (name: string, fallback = '') => (state.status === 'failed' ? (state.values[name] ?? fallback) : fallback);
  return (
    <form action={record} noValidate className="form-narrow" aria-labelledby="record-payment-heading">
      <h2 id="record-payment-heading">Record payment</h2>
      <FormMessages state={shown} besideFields />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <input type="hidden" name="key" value={formKey} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field id="payment-amount" name="amount" label="Amount" inputMode="decimal" required errors={errors} defaultValue={value('amount', balance)} />
      <Field id="payment-received-on" name="receivedOn" label="Received on" type="date" required errors={errors} defaultValue={value('receivedOn', today)} />
      <div className="field">
        <label htmlFor="payment-method">Method</label>
        <select id="payment-method" name="method" defaultValue={value('method', 'check')}>
          {METHODS.map(([method, label]) => (
            <option key={method} value={method}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Field
        id="payment-reference"
        name="reference"
        label="Reference (check number, transfer id)"
        errors={errors}
        defaultValue={value('reference')}
        maxLength={100}
      />
      <button type="submit" className="button" aria-busy={pending || undefined}>
        Record payment
      </button>
    </form>
  );
}
