/**
 * What the header's search suggests as a crew member types (issue 28 §3): the route's answer as the
 * browser receives it. Types and constants only, so the browser's bundle carries no zod and no rule
 * of the server's (`suggestion-query.ts`, `suggestions.ts`).
 */

/** Fewer letters suggest too much to be of use, and would ask the database for every prop. */
export const MIN_SUGGESTION_TEXT = 2;
/** As long as the catalogue's own search text (`search-query.ts`); longer is not something typed. */
export const MAX_SUGGESTION_TEXT = 100;

export type SuggestionThumbnail = { src: string; width: number; height: number };

export type Suggestion =
  | { kind: 'prop'; label: string; href: string; sku: string; thumbnail: SuggestionThumbnail | null }
  | { kind: 'category'; label: string; href: string; count: number }
  | { kind: 'period'; label: string; href: string; count: number }
  /** The whole search, last: what Enter on the typed text opens too. */
  | { kind: 'search'; label: string; href: string; count: number };

export type SuggestionKind = Suggestion['kind'];

/** The route's answer, in the order the list shows it: categories, periods, props, the whole search. */
export type SuggestionsAnswer = { suggestions: Suggestion[] };
