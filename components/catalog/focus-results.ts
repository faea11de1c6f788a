'use client';

import { useEffect } from 'react';

/** How long a request to focus the results waits for them: past it, the page reached was not a catalogue. */
const ASKED_FOR_MS = 10_000;
let askedAt = 0;

/**
 * After "Apply dates" (the header's) or "Check" (the catalogue's), keyboard focus goes to the results'
 * heading once the new list is rendered, not to the page's body (issue 39 §2). Called as the days are
 * sent; the results take focus when their list changes.
 */
export function askToFocusResults() {
  askedAt = Date.now();
}

/** Focuses `headingId` when the list (`listKey`) changes within a moment of `askToFocusResults`. */
export function useFocusWhenAsked(headingId: string, listKey: string) {
  useEffect(() => {
    if (!askedAt || Date.now() - askedAt > ASKED_FOR_MS) return;
    askedAt = 0;
    document.getElementById(headingId)?.focus();
  }, [headingId, listKey]);
}
