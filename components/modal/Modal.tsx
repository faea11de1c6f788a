'use client';

import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useConfirm } from '../confirm-dialog/ConfirmDialogProvider';
import shared from './dialog.module.css';
import styles from './Modal.module.css';
import { useNativeDialog } from './use-native-dialog';

/** What a dirty modal asks before it closes. */
export const DISCARD_CHANGES = Object.freeze({
  title: 'Discard your changes?',
  text: 'What you have entered will be lost.',
  confirmLabel: 'Discard',
});

export type ModalProps = {
  open: boolean;
  title: string;
  onClose(): void;
  /** Spec §4 "Modal state: A modal tracks isDirty". While true, every way of closing asks first. */
  isDirty?: boolean;
  /** Rendered only while open. Mark the first field with `data-autofocus` to focus it on opening. */
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/** A modal on a native <dialog>. Must be rendered inside <ConfirmDialogProvider>. */
export function Modal({ open, title, onClose, isDirty = false, children, closeLabel = 'Close' }: ModalProps) {
  const confirm = useConfirm();
  const titleId = useId();
  const asking = useRef(false);
  // The answer to "discard?" arrives after an await; by then only the latest props count.
  const latest = useRef({ open, onClose });
  useEffect(() => {
    latest.current = { open, onClose };
  });

  async function requestClose() {
    if (!isDirty) return onClose();
    if (asking.current) return; // Escape and a click can both arrive before the question shows
    asking.current = true;
    try {
      const outcome = await confirm(DISCARD_CHANGES);
      if (outcome === 'confirmed' && latest.current.open) latest.current.onClose();
    } finally {
      asking.current = false;
    }
  }

  const { ref, backdropProps } = useNativeDialog(open, () => void requestClose());

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    // Handled on keydown: browsers stop honouring preventDefault on a repeated 'cancel' and would
    // then close a dirty modal without asking.
    event.preventDefault();
    event.stopPropagation();
    void requestClose();
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    void requestClose();
  }

  function onNativeClose(event: SyntheticEvent<HTMLDialogElement>) {
    const dialog = event.currentTarget;
    // Our own close() (open is already false), or a late event after reopening: nothing to do.
    if (!open || dialog.open) return;
    // The browser closed it anyway. Keep unsaved input on screen until the person decides.
    if (isDirty) dialog.showModal();
    void requestClose();
  }

  return (
    <dialog
      ref={ref}
      className={`${shared.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onNativeClose}
      {...backdropProps}
    >
      {open && (
        <div className={styles.frame}>
          <div className={styles.header}>
            <h2 id={titleId} className={shared.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => void requestClose()}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <div className={styles.content}>{children}</div>
        </div>
      )}
    </dialog>
  );
}
