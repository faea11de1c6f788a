'use client';

import { useActionState } from 'react';
import { saveItemKindAction } from '@/app/staff/items/actions';
import { Field } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import { KIND_MAX } from '@/lib/inventory/item-kind-schema';

/** The kind of prop similar props are found by (issue 28 §5): staff's own, or left empty for the title's. */
export function ItemKindForm({ itemId, kind, fromTitle }: { itemId: string; kind: string | null; fromTitle: string }) {
  const hydrated = useHydrated();
  const [state, save, saving] = useActionState(saveItemKindAction, FORM_START);
  useFormAnswer(state);
  const errors = state.status === 'failed' ? state.fieldErrors : {};
  return (
    <form action={save} noValidate aria-busy={saving || undefined}>
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        id="item-kind"
        name="kind"
        label="Kind"
        hint={`What kind of prop it is, such as “Bar Stool”: similar props are this kind first. Left empty, the title says: “${fromTitle || 'nothing'}”.`}
        errors={errors}
        maxLength={KIND_MAX}
        defaultValue={state.status === 'failed' ? (state.values.kind ?? '') : (kind ?? '')}
        key={`${kind ?? ''}:${state.seq}`}
      />
      <p className="button-row">
        <button type="submit" className="button button-secondary">
          Save kind
        </button>
      </p>
      <FormMessages state={state} besideFields />
    </form>
  );
}
