import type { VendorUser } from '@/lib/house/vendor-user';

/** Reconnection after the browser gave up on the stream (EventSource retries a dropped one itself). */
const FIRST_REOPEN_MS = 3_000;
const LAST_REOPEN_MS = 30_000;

type LiveProfileOptions = {
  uid: string;
  onProfile: (vendorUser: VendorUser) => void;
};

/** The record the stream sends is ours; checked enough that a stray message cannot replace the profile. */
function profileFrom(data: string, uid: string): VendorUser | null {
  try {
    const value = JSON.parse(data) as Partial<VendorUser> & { uid?: unknown };
    if (value && value.uid === uid && typeof value.vendors === 'object' && typeof value.updatedAt === 'number') return value as VendorUser;
  } catch {
    // fall through: not a record
  }
  console.error("The live profile sent something that is not this user's record.");
  return null;
}

/**
 * Spec §4's live subscription to the user's own vendor user record (GET /api/vendor-user/stream,
 * server-sent events). EventSource reconnects by itself after a dropped connection; when it gives
 * up (the server answered an error, such as 401 after a sign-out elsewhere) the stream is opened
 * again after 3 s, doubling to 30 s. Errors are only logged (spec §8). Returns the stop function.
 */
export function followLiveProfile({ uid, onProfile }: LiveProfileOptions): () => void {
  let source: EventSource | null = null;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let delay = FIRST_REOPEN_MS;
  let stopped = false;

  const open = () => {
    source = new EventSource('/api/vendor-user/stream');
    source.addEventListener('profile', (event) => {
      delay = FIRST_REOPEN_MS;
      const vendorUser = profileFrom((event as MessageEvent<string>).data, uid);
      if (vendorUser) onProfile(vendorUser);
    });
    source.onerror = () => {
      console.error('The live profile connection was interrupted.');
      if (source?.readyState !== EventSource.CLOSED || stopped) return;
      reopenTimer = setTimeout(open, delay);
      delay = Math.min(delay * 2, LAST_REOPEN_MS);
    };
  };
  open();

  return () => {
    stopped = true;
    clearTimeout(reopenTimer);
    source?.close();
  };
}
