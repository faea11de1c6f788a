'use client';

import Link from 'next/link';
import { useActionState } from 'react';
import { archiveSetListAction, deleteSetListAction, duplicateSetListAction } from '@/app/set-lists/actions';
import { useConfirmedSubmit } from '@/components/confirm-dialog/use-confirmed-submit';
import { FormMessages } from '@/components/forms/FormMessages';
import { useFormAnswer } from '@/components/forms/use-form-answer';
import { useHydrated } from '@/components/use-hydrated';
import { FORM_START } from '@/lib/forms/form-state';
import { SET_LIST_START } from '@/lib/set-lists/set-list-state';
import styles from './set-lists.module.css';

/**
 * Print, duplicate, archive or restore, and delete a list. Delete asks through the one confirm
 * dialog of spec §1 (Escape cancels, Enter confirms); it needs the page's script, so without it the
 * list can still be archived but not deleted by a stray press.
 */
export function SetListToolbar({ id, name, archived }: { id: string; name: string; archived: boolean }) {
  const hydrated = useHydrated();
  const [duplicated, duplicate, duplicating] = useActionState(duplicateSetListAction, SET_LIST_START);
  const [archivedState, archive, archiving] = useActionState(archiveSetListAction, FORM_START);
  const [deleted, remove, deleting] = useActionState(deleteSetListAction, FORM_START);
  useFormAnswer(duplicated);
  useFormAnswer(archivedState);
  useFormAnswer(deleted);

  const askToDelete = useConfirmedSubmit(remove);
  const deletion = {
    title: `Delete “${name}”?`,
    text: 'The list, its props, its share link and its comments go for good. Archive it instead to keep it out of the way.',
    confirmLabel: 'Delete',
  };

  return (
    <>
      <div className={styles.toolbar} role="group" aria-label="This set list">
        <Link href={`/set-lists/${encodeURIComponent(id)}/print`} className="button button-secondary">
          Print
        </Link>
        <form action={duplicate}>
          <input type="hidden" name="setListId" value={id} />
          <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
          <button type="submit" className="button button-secondary" aria-busy={duplicating || undefined}>
            Duplicate
          </button>
        </form>
        <form action={archive}>
          <input type="hidden" name="setListId" value={id} />
          <input type="hidden" name="archived" value={String(!archived)} />
          <input type="hidden" name="enhanced" value={hydrated ? '1' : ''} />
          <button type="submit" className="button button-secondary" aria-busy={archiving || undefined}>
            {archived ? 'Restore' : 'Archive'}
          </button>
        </form>
        {hydrated && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void askToDelete(deletion, { setListId: id })}
            aria-busy={deleting || undefined}
          >
            Delete
          </button>
        )}
      </div>
      <FormMessages state={duplicated.status === 'failed' ? duplicated : archivedState.status !== 'idle' ? archivedState : deleted} />
    </>
  );
}
