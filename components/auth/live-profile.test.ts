import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultVendorUser } from '@/lib/house/vendor-user';
import { followLiveProfile } from './live-profile';

/** The browser's EventSource, as far as the live profile uses it; each instance is one connection. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, (event: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: { data: string }) => void) {
    this.listeners.set(type, listener);
  }
  close() {
    this.closed = true;
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: string) {
    this.listeners.get(type)?.({ data });
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

const record = (uid: string, vendors: Record<string, string> = {}) => ({ ...defaultVendorUser({ vendorId: 'v', vendorName: 'n' }, 1), uid, vendors });

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('§4 the live profile in the browser', () => {
  it('follows /api/vendor-user/stream and hands over each profile event of this user', () => {
    const profiles: unknown[] = [];
    const stop = followLiveProfile({ uid: 'u1', onProfile: (vendorUser) => profiles.push(vendorUser) });
    const [source] = FakeEventSource.opened;
    expect(source?.url).toBe('/api/vendor-user/stream');
    source!.emit('profile', JSON.stringify(record('u1')));
    expect(profiles).toHaveLength(1);
    stop();
    expect(source!.closed).toBe(true);
  });

  it('ignores a record of someone else, and what is not a record (logged only)', () => {
    const profiles: unknown[] = [];
    followLiveProfile({ uid: 'u1', onProfile: (vendorUser) => profiles.push(vendorUser) });
    FakeEventSource.opened[0]!.emit('profile', JSON.stringify(record('someone-else')));
    FakeEventSource.opened[0]!.emit('profile', 'not json');
    expect(profiles).toEqual([]);
    expect(console.error).toHaveBeenCalled();
  });

  it('a dropped connection the browser retries itself is left to it; a closed one is reopened after 3 s, then later and later', () => {
    const stop = followLiveProfile({ uid: 'u1', onProfile: () => {} });
    FakeEventSource.opened[0]!.fail(FakeEventSource.CONNECTING);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);

    FakeEventSource.opened[0]!.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(2_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.opened[1]!.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(5_999);
    expect(FakeEventSource.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(3);

    stop();
    FakeEventSource.opened[2]!.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(3);
  });
});
