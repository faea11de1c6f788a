import type { FormState } from '@/lib/forms/form-state';

/**
 * A form's messages from its last answer: the error in an alert (an identity error in the exact §8
 * words), a notice in a status region. Both regions are always on the page, so screen readers
 * announce the text when it arrives. `error` and `notice` add a message of the page's own.
 * `besideFields`: the form shows each field's error beside it, so input refused field by field is
 * not said again at the top.
 */
export function FormMessages({
  state,
  error,
  notice,
  besideFields = false,
}: {
  state: Pick<FormState<object>, 'status' | 'message'> & Partial<Pick<FormState<object>, 'code' | 'fieldErrors'>>;
  error?: string | null;
  besideFields?: boolean;
  notice?: string | null;
}) {
  const saidBeside = besideFields && state.code === 'invalid' && Object.keys(state.fieldErrors ?? {}).length > 0;
  const failed = error ?? (state.status === 'failed' && !saidBeside ? state.message : null);
  const news = notice ?? (state.status === 'done' ? state.message : null);
  return (
    <>
      <div role="alert">{failed && <p className="notice notice-error">{failed}</p>}</div>
      <div role="status">{news && <p className="notice">{news}</p>}</div>
    </>
  );
}
