'use client';

import { createContext, useContext, useEffect, useId, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useNativeDialog } from '../modal/use-native-dialog';
import shared from '../modal/dialog.module.css';
import styles from './ConfirmDialog.module.css';
import { confirmKeyAction, createConfirmController, type ConfirmFocus, type ConfirmOptions, type ConfirmOutcome } from './controller';

export type Confirm = (options?: ConfirmOptions) => Promise<ConfirmOutcome>;

const ConfirmContext = createContext<Confirm | null>(null);

/** Ask the one confirm dialog (spec §1). Resolves to 'alt', 'canceled' or 'confirmed'. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm() must be used inside <ConfirmDialogProvider>.');
  return confirm;
}

const noRequestOnServer = () => null;

function focusedButton(target: EventTarget): ConfirmFocus {
  const action = target instanceof HTMLElement ? target.dataset.confirmAction : undefined;
  return action === 'confirm' || action === 'cancel' || action === 'alt' ? action : 'other';
}

export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [controller] = useState(createConfirmController);
  const request = useSyncExternalStore(controller.subscribe, controller.getState, noRequestOnServer);
  const { ref, closeNow, backdropProps } = useNativeDialog(request !== null, () => finish('canceled'));
  const titleId = useId();
  const textId = useId();

  // A provider that goes away must not leave a caller awaiting forever.
  useEffect(() => () => void controller.resolve('canceled'), [controller]);

  function finish(outcome: ConfirmOutcome) {
    // Close before the caller's continuation runs (it may close the modal beneath, which needs focus back first).
    if (controller.resolve(outcome, request?.id)) closeNow();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    const action = confirmKeyAction({
      key: event.key,
      repeat: event.repeat,
      isComposing: event.nativeEvent.isComposing,
      focus: focusedButton(event.target),
    });
    if (action === 'native') return;
    // Handling Escape here (not only in 'cancel') keeps browsers from force-closing on a repeated Escape.
    event.preventDefault();
    event.stopPropagation();
    if (action !== 'ignore') finish(action === 'cancel' ? 'canceled' : 'confirmed');
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault();
    finish('canceled');
  }

  return (
    <ConfirmContext value={controller.request}>
      {children}
      <dialog
        ref={ref}
        className={`${shared.dialog} ${styles.dialog}`}
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        onCancel={onCancel}
        // Closed by the browser some other way: not a confirmation. Ignore a late event from our
        // own close() that arrives after the next request has reopened the dialog.
        onClose={(event) => {
          if (!event.currentTarget.open) finish('canceled');
        }}
        {...backdropProps}
      >
        {request && (
          <div className={shared.body}>
            <h2 id={titleId} className={shared.title}>
              {request.title}
            </h2>
            <p id={textId} className={styles.text}>
              {request.text}
            </p>
            <div className={shared.actions}>
              <button type="button" className={shared.button} data-confirm-action="cancel" onClick={() => finish('canceled')}>
                {request.cancelLabel}
              </button>
              {request.altLabel !== null && (
                <button type="button" className={shared.button} data-confirm-action="alt" onClick={() => finish('alt')}>
                  {request.altLabel}
                </button>
              )}
              <button
                type="button"
                className={`${shared.button} ${shared.primary}`}
                data-confirm-action="confirm"
                data-autofocus
                onClick={() => finish('confirmed')}
              >
                {request.confirmLabel}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </ConfirmContext>
  );
}
