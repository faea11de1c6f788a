import { Field, TextAreaField } from '@/components/forms/Field';
import type { FieldErrors } from '@/lib/errors/app-error';
import { CONDITION_NOTE_MAX } from '@/lib/holds/check-in-schema';

/** The figures typed for a line's return, as text: what the form holds. */
export type ReturnConditionValues = { conditionNote: string; missingUnits: string; damagedUnits: string; repairCents: string };

/**
 * A returned line's condition (issue 26 §4): the note, the units missing and damaged, and the repair
 * amount. The same fields at the counter's "Mark returned" and in "Correct the return", each form
 * with its own ids (`idPrefix`, before each field's and the line's) and starting values. Where one
 * form holds several lines (the counter's "Check in all", issue 38 §2), `nameSuffix` (":" and the
 * line's id) tells each line's fields apart.
 */
export function ReturnConditionFields({
  idPrefix,
  lineId,
  quantity,
  missingHint,
  errors,
  values,
  nameSuffix = '',
}: {
  nameSuffix?: string;
  idPrefix: string;
  lineId: string;
  quantity: number;
  missingHint: string;
  errors: FieldErrors;
  values: ReturnConditionValues;
}) {
  const units = { type: 'number', inputMode: 'numeric', min: 0, max: quantity, step: 1 } as const;
  return (
    <>
      <TextAreaField
        id={`${idPrefix}condition-${lineId}`}
        name={`conditionNote${nameSuffix}`}
        label="Condition note"
        hint="How it came back, for example “scratched left arm”."
        errors={errors}
        maxLength={CONDITION_NOTE_MAX}
        rows={2}
        defaultValue={values.conditionNote}
      />
      <Field
        id={`${idPrefix}missing-${lineId}`}
        name={`missingUnits${nameSuffix}`}
        label="Units missing"
        hint={missingHint}
        errors={errors}
        {...units}
        defaultValue={values.missingUnits}
      />
      <Field
        id={`${idPrefix}damaged-${lineId}`}
        name={`damagedUnits${nameSuffix}`}
        label="Units damaged"
        hint="Back, but in need of repair: billed on the loss-and-damage invoice."
        errors={errors}
        {...units}
        defaultValue={values.damagedUnits}
      />
      <Field
        id={`${idPrefix}repair-${lineId}`}
        name={`repairCents${nameSuffix}`}
        label="Repair amount"
        hint="In dollars, for the damaged units together, such as 85.00; empty for none."
        errors={errors}
        inputMode="decimal"
        defaultValue={values.repairCents}
      />
    </>
  );
}
