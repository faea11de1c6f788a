import { Field } from '@/components/forms/Field';
import type { FieldErrors } from '@/lib/errors/app-error';

/**
 * Issue 38 §2: the prop's replacement value, asked where it has none and units are missing — at a
 * line's "Mark returned", in "Correct the return" and at the counter's "Check in all" (`name` carries
 * the line's suffix there). Typed money, saved on the prop.
 */
export function ReplacementValueField({ id, name = 'replacementValue', errors, value }: { id: string; name?: string; errors: FieldErrors; value: string }) {
  return (
    <Field
      id={id}
      name={name}
      label="Replacement value"
      hint="This prop has none: needed when units are missing, to bill them. In dollars, such as 150.00; saved on the prop."
      errors={errors}
      inputMode="decimal"
      defaultValue={value}
    />
  );
}
