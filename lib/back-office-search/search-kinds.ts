/**
 * What the back office's search finds (issue 38 §1), in the order its groups are shown: the
 * suggestions under the staff shell's field and the results page alike. Pure, so the browser's
 * combobox reads the same groups without the server's code.
 */
export const RESULT_GROUPS = [
  { kind: 'order', heading: 'Orders' },
  { kind: 'customer', heading: 'Customers' },
  { kind: 'production', heading: 'Productions' },
  { kind: 'invoice', heading: 'Invoices and credit notes' },
  { kind: 'prop', heading: 'Props' },
] as const;

export type ResultKind = (typeof RESULT_GROUPS)[number]['kind'];

/** One thing found: what it is called, a line that tells it apart, and its staff page. */
export type SearchResult = { kind: ResultKind; label: string; detail: string; href: string };

/** The route's answer: `{ results: [...] }`, every group's results in RESULT_GROUPS' order. */
export type SearchAnswer = { results: SearchResult[] };

/** The longest text searched, as the catalogue's. */
export const MAX_SEARCH_TEXT = 100;
/** Fewer letters than this find too much to help, except a number ("7" is order …-000007). */
export const MIN_SEARCH_TEXT = 2;

/** The text as it is searched: spaces squeezed, trimmed. */
export function squeezed(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim();
}

/** Whether a text is worth asking about (the browser asks nothing for less). */
export function searchable(text: string): boolean {
  return text.length <= MAX_SEARCH_TEXT && (text.length >= MIN_SEARCH_TEXT || /^\d+$/.test(text));
}
