'use client';

import { useActionState, type ChangeEvent } from 'react';
import { checkCatalogCsvAction } from '@/app/staff/items/import/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

const MAX_BYTES = 20 * 1024 * 1024;

/** Said in the browser before a large file travels; the server checks the size again. */
function tooLarge(event: ChangeEvent<HTMLInputElement>) {
  const file = event.currentTarget.files?.[0];
  event.currentTarget.setCustomValidity(file && file.size > MAX_BYTES ? 'That file is more than 20 MB: split it into smaller files.' : '');
  event.currentTarget.reportValidity();
}

/** A catalogue CSV to check (issue 13 §4): the check changes nothing; its page offers the import. */
export function CatalogCsvUpload() {
  const hydrated = useHydrated();
  const [state, check, pending] = useActionState(checkCatalogCsvAction, FORM_START);
  useFormAnswer(state);
  return (
    <form action={check} aria-busy={pending || undefined} className="form-narrow" aria-label="Check a CSV file">
      <FormMessages state={state} besideFields />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id="catalog-csv-file"
        name="file"
        label="CSV file"
        type="file"
        accept=".csv,text/csv"
        required
        hint="The columns of the export, in any order; at most 20 MB. Nothing changes until you import."
        errors={state.fieldErrors}
        onChange={tooLarge}
      />
      <button type="submit" className="button" disabled={pending}>
        {pending ? 'Checking…' : 'Check the file'}
      </button>
    </form>
  );
}
