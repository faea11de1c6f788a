/**
 * A form action's previous state comes back from the browser, so anything may arrive: null, a number,
 * a missing or mistyped field (issue 9: `null` crashed every action that read `previous.seq`). Each of
 * the start state's fields is kept when the browser's value is of the same kind, else the start's
 * value stands; fields the start does not have are dropped.
 */
export function previousState<T extends object>(previous: unknown, start: T): T {
  if (!isPlainObject(previous)) return start;
  const kept: Record<string, unknown> = { ...(start as Record<string, unknown>) };
  for (const [key, initial] of Object.entries(start as Record<string, unknown>)) {
    const value = previous[key];
    if (sameKind(value, initial)) kept[key] = value;
  }
  return kept as T;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameKind(value: unknown, initial: unknown): boolean {
  if (value === undefined) return false;
  // A field that starts empty (null) later holds a text or a record: a masked phone, a vendor user.
  if (initial === null) return value === null || typeof value === 'string' || isPlainObject(value);
  if (typeof initial === 'number') return typeof value === 'number' && Number.isSafeInteger(value);
  if (isPlainObject(initial)) return isPlainObject(value);
  return typeof value === typeof initial;
}

/** The form an action was called with; a call that sent something else (a string, null) reads as an empty form. */
export function submittedForm(formData: unknown): FormData {
  return formData instanceof FormData ? formData : new FormData();
}
