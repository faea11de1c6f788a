'use client';

import { useEffect, useState } from 'react';
import { MAX_SUGGESTION_TEXT, MIN_SUGGESTION_TEXT, type Suggestion, type SuggestionKind } from '@/lib/catalog/suggestion-types';

/** Long enough that a fast typist asks once per word, short enough that the list follows a pause. */
const TYPING_PAUSE_MS = 150;
/** Answers kept for this visit, so Backspace shows the list again without asking. */
const KEPT_ANSWERS = 40;
const KINDS: readonly SuggestionKind[] = ['prop', 'category', 'period', 'search'];

const answers = new Map<string, Suggestion[]>();

/** The text as the route reads it: spaces squeezed, trimmed. */
export function suggestionText(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim();
}

/**
 * The suggestions for what is typed, asked of `/api/suggestions` after a pause in typing, the
 * question before it abandoned. While the next answer is on its way the last one stays, so the list
 * does not blink at every letter. Failure (offline, a 5xx) suggests nothing: the form still searches.
 */
export function useSuggestions(typed: string): Suggestion[] {
  const text = suggestionText(typed);
  const askable = text.length >= MIN_SUGGESTION_TEXT && text.length <= MAX_SUGGESTION_TEXT;
  const [latest, setLatest] = useState<Suggestion[]>([]);

  useEffect(() => {
    if (!askable || answers.has(text)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/suggestions?${new URLSearchParams({ q: text })}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return;
        const suggestions = suggestionsIn(await response.json());
        if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
        answers.set(text, suggestions);
        setLatest(suggestions);
      } catch {
        // Abandoned for newer typing, or the network is gone: the list keeps what it had.
      }
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, askable]);

  if (!askable) return [];
  return answers.get(text) ?? latest;
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
