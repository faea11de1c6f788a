/**
 * The confirm dialog's logic, free of React and the DOM so every rule of spec §1 "Confirm dialog"
 * is unit tested in node. The provider renders whatever `getState()` returns.
 */

export const CONFIRM_DEFAULTS = Object.freeze({
  title: 'Are you sure?',
  text: 'Confirm Message',
  confirmLabel: 'Confirm',
  // Not in the spec; the spec only names the confirm button's default.
  cancelLabel: 'Cancel',
});

export type ConfirmOutcome = 'alt' | 'canceled' | 'confirmed';

export type ConfirmOptions = {
  title?: string;
  text?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Label of an optional third button; without it there is no alt button. */
  altLabel?: string;
};

/** The open request: options merged with the defaults. Frozen, so one reference per request. */
export type ConfirmRequest = Readonly<{
  id: number;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  altLabel: string | null;
}>;

export type ConfirmController = {
  request(options?: ConfirmOptions): Promise<ConfirmOutcome>;
  /** Settles the open request; returns false when nothing happened (none open, stale id, alt without alt button). */
  resolve(outcome: ConfirmOutcome, requestId?: number): boolean;
  getState(): ConfirmRequest | null;
  subscribe(listener: () => void): () => void;
};

// A blank label would leave a button without an accessible name, so blank means "use the default".
function label(value: string | undefined, fallback: string): string {
  return value !== undefined && value.trim() !== '' ? value : fallback;
}

export function createConfirmController(): ConfirmController {
  let state: ConfirmRequest | null = null;
  let settle: ((outcome: ConfirmOutcome) => void) | null = null;
  let nextId = 1;
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());

  // Closures rather than a class: useSyncExternalStore calls subscribe and getState unbound.
  return {
    request(options = {}) {
      // See docs/decisions/0004: a second request must not replace the open one, and
      // "canceled" is the outcome after which the caller does nothing destructive.
      if (state) return Promise.resolve('canceled');
      const altLabel = options.altLabel?.trim() ? options.altLabel : null;
      state = Object.freeze({
        id: nextId++,
        title: label(options.title, CONFIRM_DEFAULTS.title),
        text: label(options.text, CONFIRM_DEFAULTS.text),
        confirmLabel: label(options.confirmLabel, CONFIRM_DEFAULTS.confirmLabel),
        cancelLabel: label(options.cancelLabel, CONFIRM_DEFAULTS.cancelLabel),
        altLabel,
      });
      const promise = new Promise<ConfirmOutcome>((resolve) => {
        settle = resolve;
      });
      notify();
      return promise;
    },

    resolve(outcome, requestId) {
      if (!state || !settle) return false;
      if (requestId !== undefined && requestId !== state.id) return false;
      if (outcome === 'alt' && state.altLabel === null) return false;
      const done = settle;
      state = null;
      settle = null;
      // Listeners first: the dialog is closed (and focus restored) before the requester's
      // continuation runs, since promise callbacks only run in a later microtask.
      try {
        notify();
      } finally {
        done(outcome);
      }
      return true;
    },

    getState: () => state,

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Which button, if any, has keyboard focus inside the dialog. */
export type ConfirmFocus = 'confirm' | 'cancel' | 'alt' | 'other';

/**
 * What a keydown inside the dialog does. "native" leaves the browser's default (a focused
 * button presses itself); "ignore" swallows the key.
 */
export type ConfirmKeyAction = 'confirm' | 'cancel' | 'native' | 'ignore';

export function confirmKeyAction(key: { key: string; repeat: boolean; isComposing: boolean; focus: ConfirmFocus }): ConfirmKeyAction {
  if (key.isComposing) return 'native';
  if (key.key === 'Escape') return 'cancel';
  if (key.key !== 'Enter') return 'native';
  // A held Enter that opened the dialog would otherwise auto-repeat straight into "Confirm".
  if (key.repeat) return 'ignore';
  // docs/decisions/0005: Enter on Cancel or the alt button presses that button, as everywhere.
  if (key.focus === 'cancel' || key.focus === 'alt') return 'native';
  return 'confirm';
}
