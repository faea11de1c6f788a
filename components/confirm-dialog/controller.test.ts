import { describe, expect, it } from 'vitest';
import { CONFIRM_DEFAULTS, confirmKeyAction, createConfirmController, type ConfirmOutcome } from './controller';

// Settled promises report their value; pending ones stay 'pending' after the microtask queue drains.
async function peek(promise: Promise<ConfirmOutcome>): Promise<ConfirmOutcome | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), 0))]);
}

describe('confirm dialog controller', () => {
  it("spec §1 confirm dialog: defaults are 'Are you sure?', 'Confirm Message', 'Confirm'", () => {
    expect(CONFIRM_DEFAULTS).toMatchObject({ title: 'Are you sure?', text: 'Confirm Message', confirmLabel: 'Confirm' });
    const controller = createConfirmController();
    void controller.request();
    expect(controller.getState()).toEqual({
      id: expect.any(Number),
      title: 'Are you sure?',
      text: 'Confirm Message',
      confirmLabel: 'Confirm',
      cancelLabel: 'Cancel',
      altLabel: null,
    });
  });

  it('spec §1 confirm dialog: given options replace the defaults; blank ones fall back to them', () => {
    const controller = createConfirmController();
    void controller.request({ title: 'Delete set list?', text: '  ', confirmLabel: 'Delete', cancelLabel: 'Keep', altLabel: 'Archive' });
    expect(controller.getState()).toMatchObject({
      title: 'Delete set list?',
      text: 'Confirm Message',
      confirmLabel: 'Delete',
      cancelLabel: 'Keep',
      altLabel: 'Archive',
    });
  });

  it('spec §1 confirm dialog: without altLabel there is no alt button', () => {
    const controller = createConfirmController();
    void controller.request({ altLabel: '' });
    expect(controller.getState()?.altLabel).toBeNull();
  });

  it.each(['alt', 'canceled', 'confirmed'] as const)("spec §1 confirm dialog: resolves to '%s'", async (outcome) => {
    const controller = createConfirmController();
    const pending = controller.request({ altLabel: 'Save as draft' });
    expect(controller.resolve(outcome)).toBe(true);
    await expect(pending).resolves.toBe(outcome);
    expect(controller.getState()).toBeNull();
  });

  it('spec §1 confirm dialog: exactly one outcome, resolving twice is a no-op', async () => {
    const controller = createConfirmController();
    const pending = controller.request();
    expect(controller.resolve('canceled')).toBe(true);
    expect(controller.resolve('confirmed')).toBe(false);
    await expect(pending).resolves.toBe('canceled');
  });

  it("spec §1 confirm dialog: 'alt' is ignored when there is no alt button", async () => {
    const controller = createConfirmController();
    const pending = controller.request();
    expect(controller.resolve('alt')).toBe(false);
    expect(controller.getState()).not.toBeNull();
    expect(await peek(pending)).toBe('pending');
  });

  it('spec §1 confirm dialog: a resolve aimed at an earlier request is ignored', async () => {
    const controller = createConfirmController();
    void controller.request();
    const firstId = controller.getState()!.id;
    controller.resolve('confirmed');
    const second = controller.request();
    expect(controller.resolve('confirmed', firstId)).toBe(false);
    expect(await peek(second)).toBe('pending');
    expect(controller.resolve('canceled', controller.getState()!.id)).toBe(true);
    await expect(second).resolves.toBe('canceled');
  });

  it("spec §1 confirm dialog: only one open at a time, a second request resolves 'canceled' and leaves the first open", async () => {
    const controller = createConfirmController();
    const first = controller.request({ title: 'Remove favourite?' });
    const open = controller.getState();
    const second = controller.request({ title: 'Delete everything?' });
    await expect(second).resolves.toBe('canceled');
    expect(controller.getState()).toBe(open);
    expect(await peek(first)).toBe('pending');
    controller.resolve('confirmed');
    await expect(first).resolves.toBe('confirmed');
  });

  it('spec §1 confirm dialog: a new request can open once the previous one is resolved', async () => {
    const controller = createConfirmController();
    void controller.request();
    controller.resolve('canceled');
    const next = controller.request({ title: 'Again?' });
    expect(controller.getState()?.title).toBe('Again?');
    controller.resolve('confirmed');
    await expect(next).resolves.toBe('confirmed');
  });

  it('getState keeps one frozen reference per request (useSyncExternalStore snapshot rule)', () => {
    const controller = createConfirmController();
    expect(controller.getState()).toBeNull();
    void controller.request();
    const snapshot = controller.getState();
    expect(controller.getState()).toBe(snapshot);
    expect(Object.isFrozen(snapshot)).toBe(true);
    controller.resolve('canceled');
    void controller.request();
    expect(controller.getState()).not.toBe(snapshot);
    expect(controller.getState()!.id).not.toBe(snapshot!.id);
  });

  it('subscribe notifies on open and on resolve only, works unbound, and unsubscribes', () => {
    const { request, resolve, getState, subscribe } = createConfirmController();
    const seen: unknown[] = [];
    const unsubscribe = subscribe(() => seen.push(getState()?.title ?? null));
    void request({ title: 'One' });
    void request({ title: 'Two' }); // refused: no state change, no notification
    resolve('alt'); // no alt button: no state change
    resolve('confirmed');
    unsubscribe();
    void request({ title: 'Three' });
    expect(seen).toEqual(['One', null]);
  });

  it('the state is cleared before the requester continues, so the dialog closes before what follows', async () => {
    const controller = createConfirmController();
    const order: string[] = [];
    controller.subscribe(() => order.push(controller.getState() ? 'opened' : 'closed'));
    const done = controller.request().then((outcome) => order.push(outcome));
    controller.resolve('confirmed');
    order.push('resolve returned');
    await done;
    expect(order).toEqual(['opened', 'closed', 'resolve returned', 'confirmed']);
  });

  it('a throwing listener still settles the request', async () => {
    const controller = createConfirmController();
    const pending = controller.request();
    controller.subscribe(() => {
      throw new Error('listener bug');
    });
    expect(() => controller.resolve('canceled')).toThrow('listener bug');
    await expect(pending).resolves.toBe('canceled');
  });
});

describe('confirm dialog keys', () => {
  const key = (k: string, focus: 'confirm' | 'cancel' | 'alt' | 'other', extra: { repeat?: boolean; isComposing?: boolean } = {}) =>
    confirmKeyAction({ key: k, focus, repeat: false, isComposing: false, ...extra });

  it('spec §1 confirm dialog: Escape cancels, wherever focus is', () => {
    for (const focus of ['confirm', 'cancel', 'alt', 'other'] as const) expect(key('Escape', focus)).toBe('cancel');
  });

  it('spec §1 confirm dialog: Enter confirms when focus is on Confirm or on no button', () => {
    expect(key('Enter', 'confirm')).toBe('confirm');
    expect(key('Enter', 'other')).toBe('confirm');
  });

  it('decision 0005: Enter on Cancel or the alt button presses that button, never Confirm', () => {
    expect(key('Enter', 'cancel')).toBe('native');
    expect(key('Enter', 'alt')).toBe('native');
  });

  it('decision 0005: an auto-repeated Enter (key held down from the opener) does nothing', () => {
    expect(key('Enter', 'confirm', { repeat: true })).toBe('ignore');
  });

  it('keys during IME composition and other keys keep their default', () => {
    expect(key('Enter', 'other', { isComposing: true })).toBe('native');
    expect(key('Tab', 'confirm')).toBe('native');
    expect(key(' ', 'cancel')).toBe('native');
  });
});
