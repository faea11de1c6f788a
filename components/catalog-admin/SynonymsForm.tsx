'use client';

import { useActionState } from 'react';
import { createSynonymsAction, updateSynonymsAction } from '@/app/staff/synonyms/actions';
import { TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

/** One synonym group's words (issue 28 §1): "Add synonyms" when new, "Save synonyms" for one there already. */
export function SynonymsForm({ group, idPrefix }: { group?: { id: string; terms: string[] }; idPrefix: string }) {
  const hydrated = useHydrated();
  const [state, save, pending] = useActionState(group ? updateSynonymsAction : createSynonymsAction, FORM_START);
  useFormAnswer(state);
  const stored = group?.terms.join(', ') ?? '';
  const keepTyped = state.status === 'failed' || (state.status === 'done' && group);
  return (
    <form action={save} noValidate className="form-narrow" aria-busy={pending || undefined}>
      <FormMessages state={state} besideFields />
      {group && <input type="hidden" name="groupId" value={group.id} />}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <TextAreaField
        key={`terms-${state.seq}`}
        id={`${idPrefix}-terms`}
        name="terms"
        label="Words that mean the same"
        rows={2}
        maxLength={600}
        required
        hint="Separate them with commas, such as “couch, sofa, settee”. A phrase of up to four words counts as one."
        errors={state.fieldErrors}
        defaultValue={keepTyped ? (state.values.terms ?? stored) : stored}
      />
      <button type="submit" className="button">
        {group ? 'Save synonyms' : 'Add synonyms'}
      </button>
    </form>
  );
}
