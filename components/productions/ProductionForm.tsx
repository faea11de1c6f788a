'use client';

import { useActionState } from 'react';
import { createProductionAction, editProductionAction } from '@/app/staff/customers/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import type { ProductionTerms } from '@/lib/db/schema/productions';
import { FORM_START } from '@/lib/forms/form-state';
import { TERMS_WORDS } from '@/lib/productions/production-words';

export type ProductionValues = {
  id: string;
  title: string;
  studio: string;
  company: string;
  billingContact: string;
  billingEmail: string;
  poNumber: string;
  terms: string;
  insuranceExpiresOn: string | null;
};

/**
 * A production as staff write it on the customer's page (issue 26 §1): "Add production" with none
 * given, "Save production" for one that exists. A plain form: without JavaScript it posts and the
 * page shows the answer.
 */
export function ProductionForm({ uid, production }: { uid: string; production?: ProductionValues }) {
  const hydrated = useHydrated();
  const [state, save, pending] = useActionState(production ? editProductionAction : createProductionAction, FORM_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  const prefix = `production-${production?.id ?? 'new'}`;
  const value = (name: Exclude<keyof ProductionValues, 'id'>) =>
    state.status === 'failed' ? (state.values[name] ?? '') : state.status === 'done' && !production ? '' : (production?.[name] ?? '');
  return (
    <form action={save} aria-busy={pending || undefined} className="form-narrow" key={state.status === 'done' && !production ? state.seq : undefined}>
      <input type="hidden" name="uid" value={uid} />
      {production && <input type="hidden" name="productionId" value={production.id} />}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field id={`${prefix}-title`} name="title" label="Production" errors={errors} defaultValue={value('title')} maxLength={120} required />
      <Field id={`${prefix}-studio`} name="studio" label="Studio" errors={errors} defaultValue={value('studio')} maxLength={120} />
      <Field id={`${prefix}-company`} name="company" label="Production company" errors={errors} defaultValue={value('company')} maxLength={120} />
      <Field id={`${prefix}-contact`} name="billingContact" label="Billing contact" errors={errors} defaultValue={value('billingContact')} maxLength={120} />
      <Field
        id={`${prefix}-email`}
        name="billingEmail"
        label="Billing email"
        hint="Invoices go here; empty, to the customer."
        type="email"
        errors={errors}
        defaultValue={value('billingEmail')}
        maxLength={254}
      />
      <Field id={`${prefix}-po`} name="poNumber" label="PO number" errors={errors} defaultValue={value('poNumber')} maxLength={60} />
      <div className="field">
        <label htmlFor={`${prefix}-terms`}>Payment terms</label>
        <select id={`${prefix}-terms`} name="terms" defaultValue={value('terms') || 'card'} aria-describedby={`${prefix}-terms-hint`}>
          {/* The terms from their words, not the schema's list: the browser's code never takes the database schema. */}
          {(Object.keys(TERMS_WORDS) as ProductionTerms[]).map((terms) => (
            <option key={terms} value={terms}>
              {terms === 'card' ? TERMS_WORDS.card : `${TERMS_WORDS[terms]} (On account)`}
            </option>
          ))}
        </select>
        <p id={`${prefix}-terms-hint`} className="field-hint">
          On account: no card is authorised, and the invoice is due after the terms.
        </p>
      </div>
      <Field
        id={`${prefix}-coi`}
        name="insuranceExpiresOn"
        label="Certificate of insurance expires"
        hint="For this production; empty, the customer’s certificate’s own expiry."
        type="date"
        errors={errors}
        defaultValue={value('insuranceExpiresOn')}
      />
      <button type="submit" className="button">
        {production ? 'Save production' : 'Add production'}
      </button>
      <FormMessages state={state} />
    </form>
  );
}
