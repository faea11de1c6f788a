'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { FormState } from '@/lib/forms/form-state';
import { useFormAnswer } from './use-form-answer';

const Tell = createContext<(notice: string) => void>(() => {});

/**
 * A page's own status region, for answers whose form leaves the page with them: an approved customer
 * leaves the queue, and their entry's message would go with it unread.
 */
export function PageNotice({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Tell value={setNotice}>
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
      {children}
    </Tell>
  );
}

/** Puts a notice in the page's status region (a no-op outside a PageNotice). */
export function useTellPage(): (notice: string) => void {
  return useContext(Tell);
}

/**
 * For a form its own answer takes off the page (an invoice issued, an invoice paid in full): the
 * news goes to the page's status region, which stays, after the refresh that removes the form.
 * Answers the state for the form's own messages, which keep only what went wrong.
 */
export function useAnswerToPage<Data extends object>(state: FormState<Data>, toPage = true): FormState<Data> {
  const tellPage = useTellPage();
  useFormAnswer(state, (answer) => toPage && answer.message && tellPage(answer.message));
  return toPage && state.status === 'done' ? { ...state, status: 'idle', message: null } : state;
}
