import { useCallback, useEffect, useLayoutEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

type Focusable = HTMLElement | SVGElement;

function restoreFocus(dialog: HTMLDialogElement, to: Focusable | null) {
  if (!to?.isConnected) return;
  const active = document.activeElement;
  // Browsers that restore focus themselves have already moved it out of the dialog: leave it.
  if (active && active !== document.body && !dialog.contains(active)) return;
  to.focus();
}

/**
 * Keeps a native <dialog> shown as a modal while `open` is true, returns focus to whatever had it
 * before (not every browser does), and reports clicks on the backdrop.
 *
 * The dialog must have no padding or border and one child filling it, so that a click whose
 * target is the <dialog> itself can only be a click on the ::backdrop.
 */
export function useNativeDialog(open: boolean, onBackdropClick?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<Focusable | null>(null);
  const pressedOnBackdrop = useRef(false);

  /** Closes synchronously, so focus is back on the opener before any awaiting code runs. */
  const closeNow = useCallback(() => {
    const dialog = ref.current;
    if (!dialog?.open) return;
    dialog.close();
    restoreFocus(dialog, returnFocusTo.current);
    returnFocusTo.current = null;
  }, []);

  // Every render rather than on `open` changes: closeNow may have closed the element between renders.
  // A layout effect, so a dialog whose content just unmounted is never painted empty.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open && dialog.isConnected) {
      const active = document.activeElement;
      returnFocusTo.current = active instanceof HTMLElement || active instanceof SVGElement ? active : null;
      dialog.showModal();
      // React's autoFocus runs before showModal and is lost; data-autofocus marks the first stop.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open) {
      closeNow();
    }
  });

  // Unmounted while open: the element is gone and focus fell to <body>.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog && !dialog.isConnected) restoreFocus(dialog, returnFocusTo.current);
    };
  }, []);

  const backdropProps = {
    onPointerDown(event: PointerEvent<HTMLDialogElement>) {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick(event: MouseEvent<HTMLDialogElement>) {
      // Both ends on the backdrop: a text selection dragged out of the dialog must not close it.
      const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
      pressedOnBackdrop.current = false;
      if (onBackdrop) onBackdropClick?.();
    },
  };

  return { ref, closeNow, backdropProps };
}
