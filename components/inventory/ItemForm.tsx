'use client';

import { useActionState } from 'react';
import { createItemAction, updateItemAction } from '@/app/staff/items/actions';
import { Field, TextAreaField } from '@/components/forms/Field';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { ITEM_STATUSES, PURCHASE_TYPES } from '@/lib/db/schema';
import type { FieldErrors } from '@/lib/errors/app-error';
import { FORM_START } from '@/lib/forms/form-state';
import { MAX_LOCATION, type ItemFieldName, type ItemFieldsText } from '@/lib/inventory/item-fields';
import styles from './items.module.css';

const STATUS_WORDS = { active: 'Active: in the catalogue', hidden: 'Hidden: out of the catalogue for now', archived: 'Archived: retired' } as const;

function SelectField({
  id,
  name,
  label,
  errors,
  defaultValue,
  options,
}: {
  id: string;
  name: string;
  label: string;
  errors: FieldErrors;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {errors[name] && (
        <p id={`${id}-error`} className="field-error">
          {errors[name]}
        </p>
      )}
    </div>
  );
}

/**
 * The staff's item form (issue 13 §3), for a new item and an existing one: the one field set of
 * lib/inventory/item-fields.ts, checked on the server, each refusal shown beside its field (a SKU
 * another item has, a quantity below the units held or out). Works without JavaScript.
 */
export function ItemForm({
  itemId,
  initial,
  categories,
  colors,
  periods,
}: {
  itemId?: string;
  initial: ItemFieldsText;
  categories: { id: string; name: string }[];
  colors: string[];
  /** The house's periods (its Period custom field's values): a choice of them, or free text when it lists none. */
  periods: readonly string[];
}) {
  const hydrated = useHydrated();
  const [state, save, pending] = useActionState(itemId ? updateItemAction : createItemAction, FORM_START);
  useFormAnswer(state);
  const errors = state.fieldErrors;
  // After an answer the form shows what was typed (refused, or saved and so now stored); before it, what is stored.
  const value = (name: ItemFieldName) => (state.status === 'idle' ? initial[name] : (state.values[name] ?? initial[name])) ?? '';
  const text = (name: ItemFieldName, label: string, extra: Record<string, unknown> = {}) => (
    <Field key={`${name}-${state.seq}`} id={`item-${name}`} name={name} label={label} errors={errors} defaultValue={value(name)} {...extra} />
  );
  return (
    <form action={save} noValidate aria-labelledby="item-form-heading">
      <FormMessages state={state} besideFields />
      {itemId && <input type="hidden" name="itemId" value={itemId} />}
      <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
      <div className={styles.grid}>
        {text('title', 'Title', { required: true, maxLength: 120 })}
        {text('sku', 'SKU', { required: true, maxLength: 40, autoComplete: 'off', hint: 'Letters, digits and - _ . /; each item’s own.' })}
      </div>
      <TextAreaField
        key={`description-${state.seq}`}
        id="item-description"
        name="description"
        label="Description"
        errors={errors}
        defaultValue={value('description')}
        rows={4}
        maxLength={5000}
      />
      <div className={styles.grid}>
        <SelectField
          key={`category-${state.seq}`}
          id="item-category"
          name="category"
          label="Category"
          errors={errors}
          defaultValue={categories.find((category) => category.name === value('category') || category.id === value('category'))?.id ?? ''}
          options={[{ value: '', label: 'Choose a category' }, ...categories.map((category) => ({ value: category.id, label: category.name }))]}
        />
        {/* An item's status is then moved by the buttons of its page (hide, show again, archive, restore). */}
        {!itemId && (
          <SelectField
            key={`status-${state.seq}`}
            id="item-status"
            name="status"
            label="Status"
            errors={errors}
            defaultValue={value('status') || 'active'}
            options={ITEM_STATUSES.map((status) => ({ value: status, label: STATUS_WORDS[status] }))}
          />
        )}
        <SelectField
          key={`purchaseType-${state.seq}`}
          id="item-purchaseType"
          name="purchaseType"
          label="Purchase type"
          errors={errors}
          defaultValue={value('purchaseType') || 'Weekly Rental'}
          options={PURCHASE_TYPES.map((type) => ({ value: type, label: type }))}
        />
        {text('weeklyPrice', 'Weekly price', { inputMode: 'decimal', hint: 'In dollars, such as 45.00; empty for a free item.' })}
        {text('quantity', 'Quantity', {
          type: 'number',
          inputMode: 'numeric',
          min: 0,
          required: true,
          hint: 'Units the house has; never fewer than are held or out.',
        })}
        {text('replacementValue', 'Replacement value', {
          inputMode: 'decimal',
          hint: 'In dollars, what each unit that does not come back is charged; empty if not set.',
        })}
        {text('location', 'Location', {
          maxLength: MAX_LOCATION,
          autoComplete: 'off',
          hint: 'Where it lives in the warehouse, such as A-12-3 (aisle, bay, shelf); the pull sheet sorts by it.',
        })}
      </div>
      <fieldset>
        <legend>Size and weight</legend>
        <div className={styles.grid}>
          {text('width', 'Width (in)', { inputMode: 'decimal', required: true })}
          {text('depth', 'Depth (in)', { inputMode: 'decimal', required: true })}
          {text('height', 'Height (in)', { inputMode: 'decimal', required: true })}
          {text('weight', 'Weight (lb)', { inputMode: 'decimal', required: true })}
        </div>
      </fieldset>
      <fieldset>
        <legend>What crews filter by</legend>
        {text('colors', 'Colours', { hint: `Separated by commas, from: ${colors.join(', ')}.` })}
        {text('tags', 'Tags', { hint: 'Styles, separated by commas, such as Retro, Industrial; the era goes in Period.' })}
        {text('rooms', 'Rooms', { hint: 'Separated by commas, such as Living Room, Office.' })}
        {text('materials', 'Materials', { hint: 'Separated by commas, such as Wood, Brass.' })}
        {periods.length > 0 ? (
          <SelectField
            key={`period-${state.seq}`}
            id="item-period"
            name="period"
            label="Period"
            errors={errors}
            defaultValue={value('period')}
            options={[
              { value: '', label: 'No period (such as surplus materials)' },
              ...periods.map((period) => ({ value: period, label: period })),
              // A period the house no longer lists stays visible, so saving says what is wrong with it.
              ...(value('period') && !periods.includes(value('period'))
                ? [{ value: value('period'), label: `${value('period')} (not a period of the house)` }]
                : []),
            ]}
          />
        ) : (
          text('period', 'Period', { hint: 'The era it is from, such as Mid-Century; empty for none.' })
        )}
      </fieldset>
      <button type="submit" className="button" aria-busy={pending || undefined}>
        {itemId ? 'Save changes' : 'Add item'}
      </button>
    </form>
  );
}
