import 'server-only';
import pg from 'pg';
import { z } from 'zod';
import type { DatabaseHandle } from '@/lib/db/open';

/** The channel the vendor_users trigger notifies (migration vendor-user-notify). */
export const VENDOR_USER_CHANNEL = 'vendor_user_changed';

export type VendorUserKey = { vendorId: string; uid: string };
/** Called when the record may have changed: read it again. Also after a reconnect, when a change may have been missed. */
export type OnVendorUserChange = (key: VendorUserKey) => void;

const payloadSchema = z.object({ vendorId: z.string(), uid: z.string() });

/** A LISTEN on the channel, for as long as someone in this process subscribes. */
type Channel = { close(): Promise<void> };

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;

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
  subscriberCount(key?: VendorUserKey): number {
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
    let change: VendorUserKey;
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

function keyOf({ vendorId, uid }: VendorUserKey): string {
  return JSON.stringify([vendorId, uid]);
}

function call(callback: OnVendorUserChange, change: VendorUserKey) {
  try {
    callback(change);
  } catch (error) {
    // Spec §8: errors of the profile listener are only logged.
    console.error('A live profile subscriber failed:', error instanceof Error ? error.message : error);
  }
}

function listen(handle: DatabaseHandle, onPayload: (payload: string) => void, onReconnect: () => void): Promise<Channel> {
  return handle.kind === 'pglite' ? listenPglite(handle.pglite, onPayload) : listenPostgres(handle.connectionString, onPayload, onReconnect);
}

/** PGlite is one connection in this process: its own listen API delivers the NOTIFYs of every write. */
async function listenPglite(pglite: Extract<DatabaseHandle, { kind: 'pglite' }>['pglite'], onPayload: (payload: string) => void): Promise<Channel> {
  const unlisten = await pglite.listen(VENDOR_USER_CHANNEL, onPayload);
  return {
    close: async () => {
      // A closed database has no listeners left to remove.
      if (!pglite.closed) await unlisten();
    },
  };
}

/**
 * PostgreSQL: a dedicated connection, outside the pool (a pooled one goes back to other queries and
 * its LISTEN with it). A dropped connection is reopened with growing pauses, and every subscriber
 * is told to read again, since a change may have come and gone while nobody listened.
 */
async function listenPostgres(connectionString: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<Channel> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === VENDOR_USER_CHANNEL && message.payload) onPayload(message.payload);
    });
    client.on('error', (error) => {
      console.error('The live profile listener lost its connection:', error.message);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${VENDOR_USER_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    current = client;
    attempt = 0;
  };

  const lost = (client: pg.Client) => {
    if (closed || client !== current) return;
    current = undefined;
    client.end().catch(() => undefined);
    reconnectLater();
  };

  const reconnectLater = () => {
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt++);
    retry = setTimeout(async () => {
      retry = undefined;
      if (closed) return;
      try {
        await connect();
        if (closed) return void (await current?.end().catch(() => undefined));
        onReconnect();
      } catch (error) {
        console.error('The live profile listener could not reconnect:', error instanceof Error ? error.message : error);
        if (!closed) reconnectLater();
      }
    }, delay);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
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
