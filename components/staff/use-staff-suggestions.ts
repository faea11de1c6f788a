'use client';

import { useEffect, useState } from 'react';
import { RESULT_GROUPS, searchable, squeezed, type ResultKind, type SearchResult } from '@/lib/back-office-search/search-kinds';

/** As the header's suggestions (decision 110): one question per pause in typing. */
const TYPING_PAUSE_MS = 150;
const KEPT_ANSWERS = 40;
const KINDS: readonly string[] = RESULT_GROUPS.map((group) => group.kind);

const answers = new Map<string, SearchResult[]>();

/**
 * The staff search's suggestions for what is typed (issue 38 §1), asked of `/staff/search/suggest`
 * after a pause, the question before abandoned; the last list stays while the next is on its way.
 * Failure suggests nothing: the form still goes to the results page.
 */
export function useStaffSuggestions(typed: string): SearchResult[] {
  const text = squeezed(typed);
  const askable = searchable(text);
  const [latest, setLatest] = useState<SearchResult[]>([]);

  useEffect(() => {
    if (!askable || answers.has(text)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/staff/search/suggest?${new URLSearchParams({ q: text })}`, {
          signal: controller.signal,
          headers: { accept: 'application/json' },
        });
        if (!response.ok) return;
        const list = ((await response.json()) as { results?: unknown } | null)?.results;
        const results = Array.isArray(list) ? list.filter(isResult) : [];
        if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
        answers.set(text, results);
        setLatest(results);
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

/** The browser's check of the answer's shape: known kinds, text, and links to this site only. */
function isResult(value: unknown): value is SearchResult {
  const entry = value as Partial<Record<keyof SearchResult, unknown>> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    KINDS.includes(entry.kind as ResultKind) &&
    typeof entry.label === 'string' &&
    typeof entry.detail === 'string' &&
    typeof entry.href === 'string' &&
    /^\/(?![/\\])/.test(entry.href)
  );
}
