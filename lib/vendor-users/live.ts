import 'server-only';
import { z } from 'zod';
import { listen, type Channel } from '@/lib/db/listen';
import type { DatabaseHandle } from '@/lib/db/open';
import type { CustomerKey } from '@/lib/house/customer-key';

/** The channel the vendor_users trigger notifies (migration vendor-user-notify). */
export const VENDOR_USER_CHANNEL = 'vendor_user_changed';

/** Called when the record may have changed: read it again. Also after a reconnect, when a change may have been missed. */
export type OnVendorUserChange = (key: CustomerKey) => void;

const payloadSchema = z.object({ vendorId: z.string(), uid: z.string() });

/**
 * One LISTEN per process and database, shared by every subscriber: each open live profile is a
 * callback here, not a database connection. Notifications come from any writer on any app
 * instance, so NOTIFY carries the change between instances (DESIGN "The scaled deployment").
 */
export class VendorUserChanges {
  private readonly subscribers = new Map<string, Set<OnVendorUserChange>>();
  private channel: Promise<Channel> | undefined;

  constructor(private readonly handle: DatabaseHandle) {}

  /** Resolves once the LISTEN is in place, so a change made after it resolves is heard. */
  async subscribe(vendorId: string, uid: string, onChange: OnVendorUserChange): Promise<() => Promise<void>> {
    const key = keyOf({ vendorId, uid });
    // A wrapper per subscription, so the same callback subscribed twice is two subscriptions.
    const callback: OnVendorUserChange = (change) => onChange(change);
    const set = this.subscribers.get(key) ?? new Set();
    set.add(callback);
    this.subscribers.set(key, set);
    try {
      await this.open();
    } catch (error) {
      await this.remove(key, callback);
      throw error;
    }
    let subscribed = true;
    return async () => {
      if (!subscribed) return;
      subscribed = false;
      await this.remove(key, callback);
    };
  }

  /** How many subscriptions are open, for one record or for all. */
  subscriberCount(key?: CustomerKey): number {
    if (key) return this.subscribers.get(keyOf(key))?.size ?? 0;
    let total = 0;
    for (const set of this.subscribers.values()) total += set.size;
    return total;
  }

  /** Whether this process is listening on the channel now. */
  get listening(): boolean {
    return this.channel !== undefined;
  }

  private open(): Promise<Channel> {
    if (!this.channel) {
      const opening = listen(
        this.handle,
        VENDOR_USER_CHANNEL,
        (payload) => this.dispatch(payload),
        () => this.resyncAll(),
      );
      this.channel = opening;
      opening.catch(() => {
        if (this.channel === opening) this.channel = undefined;
      });
    }
    return this.channel;
  }

  private async remove(key: string, callback: OnVendorUserChange) {
    const set = this.subscribers.get(key);
    set?.delete(callback);
    if (set?.size === 0) this.subscribers.delete(key);
    // The last one out stops listening, so an idle process holds no connection.
    if (this.subscribers.size === 0 && this.channel) {
      const channel = this.channel;
      this.channel = undefined;
      await (await channel.catch(() => null))?.close();
    }
  }

  private dispatch(payload: string) {
    let change: CustomerKey;
    try {
      change = payloadSchema.parse(JSON.parse(payload));
    } catch {
      // Anyone who may connect can NOTIFY this channel; a payload that is not ours is ignored.
      return;
    }
    for (const callback of this.subscribers.get(keyOf(change)) ?? []) call(callback, change);
  }

  private resyncAll() {
    for (const [key, set] of this.subscribers) {
      const change = JSON.parse(key) as [string, string];
      for (const callback of set) call(callback, { vendorId: change[0], uid: change[1] });
    }
  }
}

function keyOf({ vendorId, uid }: CustomerKey): string {
  return JSON.stringify([vendorId, uid]);
}

function call(callback: OnVendorUserChange, change: CustomerKey) {
  try {
    callback(change);
  } catch (error) {
    // Spec §8: errors of the profile listener are only logged.
    console.error('A live profile subscriber failed:', error instanceof Error ? error.message : error);
  }
}

const feeds = new WeakMap<DatabaseHandle, VendorUserChanges>();

/** The change feed of this database in this process (one LISTEN however many subscribe). */
export function vendorUserChanges(handle: DatabaseHandle): VendorUserChanges {
  let feed = feeds.get(handle);
  if (!feed) {
    feed = new VendorUserChanges(handle);
    feeds.set(handle, feed);
  }
  return feed;
}

/**
 * Spec §4: the live subscription to one vendor user record. `onChange` is called after every
 * committed insert or update of vendors/{vendorId}/users/{uid}, by anyone; it should read the
 * record again. Resolves to the unsubscribe function once listening.
 */
export function subscribeToVendorUser(handle: DatabaseHandle, vendorId: string, uid: string, onChange: OnVendorUserChange): Promise<() => Promise<void>> {
  return vendorUserChanges(handle).subscribe(vendorId, uid, onChange);
}
