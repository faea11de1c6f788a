'use client';

import { useEffect, useState } from 'react';

/** Long enough that a fast typist asks once per word, short enough that the list follows a pause. */
const TYPING_PAUSE_MS = 150;
/** Answers kept for this visit, per route, so Backspace shows the list again without asking. */
const KEPT_ANSWERS = 40;

const answersByRoute = new Map<string, Map<string, unknown[]>>();

function answersOf<T>(route: string): Map<string, T[]> {
  let answers = answersByRoute.get(route);
  if (!answers) answersByRoute.set(route, (answers = new Map()));
  return answers as Map<string, T[]>;
}

/**
 * A search field's suggestions for `text`, asked of `route` (`?q=`) after a pause in typing, the
 * question before it abandoned (the header's, decision 110, and the staff search's, issue 38 §1).
 * While the next answer is on its way the last one stays, so the list does not blink at every
 * letter. `read` is the browser's check of the JSON (no zod in the bundle); failure (offline, a 5xx)
 * suggests nothing, and the form still searches. `read` must be a module-level function.
 */
export function useAnswersAfterPause<T>(route: string, text: string, askable: boolean, read: (body: unknown) => T[]): T[] {
  const [latest, setLatest] = useState<T[]>([]);

  useEffect(() => {
    const answers = answersOf<T>(route);
    if (!askable || answers.has(text)) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${route}?${new URLSearchParams({ q: text })}`, { signal: controller.signal, headers: { accept: 'application/json' } });
        if (!response.ok) return;
        const found = read(await response.json());
        if (answers.size >= KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
        answers.set(text, found);
        setLatest(found);
      } catch {
        // Abandoned for newer typing, or the network is gone: the list keeps what it had.
      }
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [route, text, askable, read]);

  if (!askable) return [];
  return answersOf<T>(route).get(text) ?? latest;
}
