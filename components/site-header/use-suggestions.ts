'use client';

import { useAnswersAfterPause } from '@/components/search/use-answers-after-pause';
import { MAX_SUGGESTION_TEXT, MIN_SUGGESTION_TEXT, type Suggestion, type SuggestionKind } from '@/lib/catalog/suggestion-types';

const KINDS: readonly SuggestionKind[] = ['prop', 'category', 'period', 'search'];

/** The text as the route reads it: spaces squeezed, trimmed. */
export function suggestionText(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim();
}

/** The suggestions for what is typed, asked of `/api/suggestions` after a pause in typing. */
export function useSuggestions(typed: string): Suggestion[] {
  const text = suggestionText(typed);
  return useAnswersAfterPause('/api/suggestions', text, text.length >= MIN_SUGGESTION_TEXT && text.length <= MAX_SUGGESTION_TEXT, suggestionsIn);
}

/**
 * The answer's suggestions that are well formed, each leading to a page of this site. The browser's
 * check of the route's JSON (the server's schemas stay out of the bundle, as zod would weigh more
 * than this whole component).
 */
function suggestionsIn(body: unknown): Suggestion[] {
  const list = (body as { suggestions?: unknown } | null)?.suggestions;
  return Array.isArray(list) ? list.filter(isSuggestion) : [];
}

function isSuggestion(value: unknown): value is Suggestion {
  const entry = value as Partial<Record<'kind' | 'label' | 'href', unknown>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    KINDS.includes(entry.kind as SuggestionKind) &&
    typeof entry.label === 'string' &&
    typeof entry.href === 'string' &&
    /^\/(?![/\\])/.test(entry.href)
  );
}
