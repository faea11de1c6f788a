import 'server-only';
import pg from 'pg';
import type { DatabaseHandle } from '@/lib/db/open';

/** A LISTEN on one channel; closing it stops listening. */
export type Channel = { close(): Promise<void> };

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 30_000;

/**
 * LISTEN on `channel` (a fixed identifier of ours, never user input) on either driver. `onReconnect`
 * runs after a dropped PostgreSQL connection is back: notifications sent meanwhile were missed.
 */
export function listen(handle: DatabaseHandle, channel: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<Channel> {
  return handle.kind === 'pglite' ? listenPglite(handle.pglite, channel, onPayload) : listenPostgres(handle.connectionString, channel, onPayload, onReconnect);
}

/** PGlite is one connection in this process: its own listen API delivers the NOTIFYs of every write. */
async function listenPglite(
  pglite: Extract<DatabaseHandle, { kind: 'pglite' }>['pglite'],
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Channel> {
  const unlisten = await pglite.listen(channel, onPayload);
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
async function listenPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void, onReconnect: () => void): Promise<Channel> {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const connect = async () => {
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    client.on('error', (error) => {
      console.error(`The ${channel} listener lost its connection:`, error.message);
      lost(client);
    });
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
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
        console.error(`The ${channel} listener could not reconnect:`, error instanceof Error ? error.message : error);
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
