'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { undoAddToSetListAction } from '@/app/set-lists/actions';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { setListHref, UNDO_ADD_START } from '@/lib/set-lists/set-list-state';
import styles from './add-to-set-list.module.css';

/** What an add did, as its answer said: the notice's words, and what "Undo" takes back. */
export type AddedLine = {
  setListId: string;
  setListName: string;
  lineId: string;
  added: number;
  lineMade: boolean;
  listMade: boolean;
};

/**
 * The notice's actions after "Add to set list" closed its dialog (issue 39 §4): the list, opened,
 * and "Undo", which takes back what the add did (the line, or the units it put on, and a list made
 * for it). Its answer's words go to the notice's one status line (`onUndone`), read out where the
 * add's were.
 */
export function AddedActions({ added, onUndone }: { added: AddedLine; onUndone: (words: string) => void }) {
  const [state, undo, undoing] = useActionState(undoAddToSetListAction, UNDO_ADD_START);
  useFormAnswer(state, (answer) => onUndone(answer.message ?? 'Undone.'));
  return (
    <>
      <div className={styles.noticeActions}>
        <Link href={setListHref(added.setListId)}>Open “{added.setListName}”</Link>
        <form action={undo}>
          <input type="hidden" name="lineId" value={added.lineId} />
          <input type="hidden" name="added" value={added.added} />
          <input type="hidden" name="lineMade" value={String(added.lineMade)} />
          <input type="hidden" name="listMade" value={String(added.listMade)} />
          <input type="hidden" name="enhanced" value="1" />
          <button type="submit" className="button button-secondary" aria-busy={undoing || undefined}>
            Undo
          </button>
        </form>
      </div>
      {state.status === 'failed' && (
        <p className={styles.noticeError} role="alert">
          {state.message}
        </p>
      )}
    </>
  );
}
