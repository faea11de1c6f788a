'use client';

import { useActionState } from 'react';
import { createCategoryAction, updateCategoryAction } from '@/app/staff/categories/actions';
import { Field, TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';

type Category = { id: string; name: string; description: string; sortOrder: number };

/** A category's name, description and order (issue 13 §3): "Add category" when new, "Save" for one there already. */
export function CategoryForm({ category, idPrefix }: { category?: Category; idPrefix: string }) {
  const hydrated = useHydrated();
  const [state, save, pending] = useActionState(category ? updateCategoryAction : createCategoryAction, FORM_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  // A refused form keeps what was typed, and so does a saved one (it is what is stored now); a category added leaves the form empty.
  const keepTyped = state.status === 'failed' || (state.status === 'done' && category);
  const value = (name: string, stored: string) => (keepTyped ? (state.values[name] ?? stored) : stored);
  return (
    <form action={save} noValidate className="form-narrow" aria-busy={pending || undefined}>
      <FormMessages state={state} besideFields />
      {category && <input type="hidden" name="categoryId" value={category.id} />}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <Field
        key={`name-${state.seq}`}
        id={`${idPrefix}-name`}
        name="name"
        label="Name"
        required
        maxLength={60}
        errors={errors}
        defaultValue={value('name', category?.name ?? '')}
      />
      <TextAreaField
        key={`description-${state.seq}`}
        id={`${idPrefix}-description`}
        name="description"
        label="Description"
        rows={2}
        maxLength={1000}
        errors={errors}
        defaultValue={value('description', category?.description ?? '')}
      />
      <Field
        key={`order-${state.seq}`}
        id={`${idPrefix}-order`}
        name="sortOrder"
        label="Order"
        type="number"
        inputMode="numeric"
        min={0}
        hint="Lower numbers come first on the categories page."
        errors={errors}
        defaultValue={value('sortOrder', String(category?.sortOrder ?? 0))}
      />
      <button type="submit" className="button">
        {category ? 'Save category' : 'Add category'}
      </button>
    </form>
  );
}
