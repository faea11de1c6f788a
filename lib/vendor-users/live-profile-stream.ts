import 'server-only';
import type { DatabaseHandle } from '@/lib/db/open';
import { subscribeToVendorUser } from './live';
import { getVendorUser, type VendorUserRecord } from './repository';

/** A comment this often keeps proxies and load balancers from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/** How long the browser's EventSource waits before reconnecting after a dropped stream. */
export const RECONNECT_AFTER_MS = 3_000;

export type VendorUserEventStreamOptions = {
  handle: DatabaseHandle;
  vendorId: string;
  uid: string;
  /** The request's signal: the stream and its subscription end when the browser goes away. */
  signal: AbortSignal;
  heartbeatMs?: number;
};

/**
 * The live profile of spec §4, as server-sent events: a `profile` event with the current record,
 * then one after every change to it, a comment every 25 seconds, and nothing left behind when the
 * request ends. The caller (the route) has checked the session names this uid; the record must
 * exist (log-in created it), otherwise 404.
 *
 * Changes are read in turn: a notification arriving while the record is being read causes one
 * more read, never a pile of them, and the last event always carries the latest record.
 */
export async function vendorUserEventStream({ handle, vendorId, uid, signal, heartbeatMs = HEARTBEAT_MS }: VendorUserEventStreamOptions): Promise<Response> {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let ended = false;
  const send = (text: string) => {
    if (ended || !controller) return;
    try {
      controller.enqueue(encoder.encode(text));
    } catch {
      // The stream was cancelled between our check and the write: end() follows from cancel().
    }
  };

  const stream = new ReadableStream<Uint8Array>({
    start: (streamController) => {
      controller = streamController;
    },
    cancel: () => end(),
  });

  let reading: Promise<VendorUserRecord | null> | undefined;
  let readAgain = false;
  const sendProfile = (): Promise<VendorUserRecord | null> => {
    if (reading) {
      readAgain = true;
      return reading;
    }
    reading = (async () => {
      let record: VendorUserRecord | null = null;
      try {
        do {
          readAgain = false;
          record = await getVendorUser(handle.db, vendorId, uid);
          if (record) send(profileEvent(record));
        } while (readAgain && !ended);
      } catch (error) {
        // Spec §8: errors of the profile listener are only logged; the next change tries again.
        console.error('The live profile could not read the vendor user:', error instanceof Error ? error.message : error);
      } finally {
        reading = undefined;
      }
      return record;
    })();
    return reading;
  };

  // Set up below; end() may run before either exists (an aborted request, a missing record).
  const held: { heartbeat?: ReturnType<typeof setInterval>; unsubscribe?: () => Promise<void> } = {};
  const onAbort = () => void end();
  async function end() {
    if (ended) return;
    ended = true;
    clearInterval(held.heartbeat);
    signal.removeEventListener('abort', onAbort);
    try {
      controller?.close();
    } catch {
      // Already closed or cancelled by the reader.
    }
    await held.unsubscribe?.();
  }

  // Subscribe before the first read, so a change between the two is not missed.
  held.unsubscribe = await subscribeToVendorUser(handle, vendorId, uid, () => void sendProfile());
  signal.addEventListener('abort', onAbort);
  send(`retry: ${RECONNECT_AFTER_MS}\n\n`);
  const first = await sendProfile();
  if (!first) {
    await end();
    return Response.json({ error: 'There is no vendor user record for this account.' }, { status: 404 });
  }
  // The request may have ended while we subscribed and read: then nothing is left running.
  if (signal.aborted) await end();
  else held.heartbeat = setInterval(() => send(': heartbeat\n\n'), heartbeatMs);

  return new Response(stream, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // The record is the user's own: no cache may keep it, and no proxy may hold events back.
      'Cache-Control': 'private, no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
  });
}

function profileEvent(record: VendorUserRecord): string {
  // JSON has no raw newlines, so the record is one data line.
  return `event: profile\nid: ${record.updatedAt}\ndata: ${JSON.stringify(record)}\n\n`;
}
