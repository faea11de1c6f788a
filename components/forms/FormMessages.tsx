import type { FormState } from '@/lib/forms/form-state';

/**
 * A form's messages from its last answer: the error in an alert (an identity error in the exact §8
 * words), a notice in a status region. Both regions are always on the page, so screen readers
 * announce the text when it arrives. `error` and `notice` add a message of the page's own.
 */
export function FormMessages({
  state,
  error,
  notice,
}: {
  state: Pick<FormState<object>, 'status' | 'message'>;
  error?: string | null;
  notice?: string | null;
}) {
  const failed = error ?? (state.status === 'failed' ? state.message : null);
  const news = notice ?? (state.status === 'done' ? state.message : null);
  return (
    <>
      <div role="alert">{failed && <p className="notice notice-error">{failed}</p>}</div>
      <div role="status">{news && <p className="notice">{news}</p>}</div>
    </>
  );
}
