'use client';

import { createContext, useActionState, useContext, type ReactNode } from 'react';
import { saveSetListAction } from '@/app/set-lists/actions';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import type { FieldErrors } from '@/lib/errors/app-error';
import { intentValue } from '@/lib/set-lists/set-list-form-names';
import { SAVE_SET_LIST_START } from '@/lib/set-lists/set-list-state';
import styles from './set-lists.module.css';

type Answer = typeof SAVE_SET_LIST_START;
const AnswerContext = createContext<Answer>(SAVE_SET_LIST_START);

/**
 * A field of the list's one form: after any answer it shows what was sent (refused, so it is kept to
 * correct; saved, so it is what the list now holds), else what the list holds. Keyed by both, so a
 * newer value from the server (another tab's change) replaces it.
 */
export function useListField(name: string, saved: string): { defaultValue: string; key: string; errors: FieldErrors } {
  const answer = useContext(AnswerContext);
  const sent = answer.status === 'idle' ? undefined : answer.values[name];
  return { defaultValue: sent ?? saved, key: `${name}|${saved}|${answer.seq}`, errors: answer.fieldErrors };
}

/**
 * A set list's page as one form (issue 24 §2): the days, every line's quantity and note and the
 * details are sent together by "Save list", and by a line's "Remove" or "Swap for …" too, so no
 * button saves one part and drops what was typed in another. Refused, nothing is saved and every
 * field keeps what was typed, its refusal beside it. The bar with "Save list" and the answer stays in
 * view at the bottom of the screen while the list is edited.
 */
export function SetListForm({ setListId, children }: { setListId: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [answer, save, saving] = useActionState(saveSetListAction, SAVE_SET_LIST_START);
  // A swap changes the line's prop in place: its heading, which names the new prop, takes the focus.
  useFormAnswer(answer, ({ data }) => (data.swappedLineId ? document.getElementById(`line-${data.swappedLineId}`)?.focus() : undefined));
  return (
    <AnswerContext.Provider value={answer}>
      <form action={save} noValidate>
        {/* Enter in any field saves the list: the first submit button is the form's default, so it must not be a line's "Remove". */}
        <button type="submit" name="intent" value={intentValue.save} className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Save list
        </button>
        <input type="hidden" name="setListId" value={setListId} />
        <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
        {children}
        <div className={styles.saveBar} data-sticky-save>
          <button type="submit" name="intent" value={intentValue.save} className="button" aria-busy={saving || undefined}>
            Save list
          </button>
          <div className={styles.saveAnswer}>
            <FormMessages
              state={answer}
              error={answer.status === 'failed' ? `${answer.message ?? ''} Nothing was saved: what you typed is still here to correct.` : null}
            />
          </div>
        </div>
      </form>
    </AnswerContext.Provider>
  );
}
