'use client';

import { useActionState } from 'react';
import { refundCreditAction } from '@/app/staff/customers/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
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
 * "Record refund" of credit on account (issue 36 §4.5, decision 149): the money staff paid back, by
 * whatever means. `formKey` is made when the page is drawn, so the same form sent twice records one.
 */
export function RefundCreditForm({ uid, formKey, credit }: { uid: string; formKey: string; credit: string }) {
  const hydrated = useHydrated();
  const [state, refund, pending] = useActionState(refundCreditAction, FORM_START);
  const errors = state.fieldErrors;
  const value = (name: string, fallback = '') => (state.status === 'failed' ? (state.values[name] ?? fallback) : fallback);
  return (
    <form action={refund} noValidate className="form-narrow" aria-labelledby="refund-credit-heading">
      <h3 id="refund-credit-heading">Record refund</h3>
      <FormMessages state={state} besideFields />
      <input type="hidden" name="uid" value={uid} />
      <input type="hidden" name="key" value={formKey} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field id="refund-amount" name="amount" label="Amount paid back" inputMode="decimal" required errors={errors} defaultValue={value('amount', credit)} />
      <div className="field">
        <label htmlFor="refund-method">Method</label>
        <select id="refund-method" name="method" defaultValue={value('method', 'check')}>
          {METHODS.map(([method, label]) => (
            <option key={method} value={method}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <Field
        id="refund-reference"
        name="reference"
        label="Reference (check number, transfer id)"
        errors={errors}
        defaultValue={value('reference')}
        maxLength={100}
      />
      <button type="submit" className="button" aria-busy={pending || undefined}>
        Record refund
      </button>
    </form>
  );
}
