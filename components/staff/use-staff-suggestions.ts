'use client';

import { useAnswersAfterPause } from '@/components/search/use-answers-after-pause';
import { RESULT_GROUPS, searchable, squeezed, type ResultKind, type SearchResult } from '@/lib/back-office-search/search-kinds';

const KINDS: readonly string[] = RESULT_GROUPS.map((group) => group.kind);

/**
 * The staff search's suggestions for what is typed (issue 38 §1), asked of `/staff/search/suggest`
 * after a pause, as the header's are. Failure suggests nothing: the form still goes to the results page.
 */
export function useStaffSuggestions(typed: string): SearchResult[] {
  const text = squeezed(typed);
  return useAnswersAfterPause('/staff/search/suggest', text, searchable(text), resultsIn);
}

function resultsIn(body: unknown): SearchResult[] {
  const list = (body as { results?: unknown } | null)?.results;
  return Array.isArray(list) ? list.filter(isResult) : [];
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
