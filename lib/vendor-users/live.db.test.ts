import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { CustomerKey } from '@/lib/house/customer-key';
import { shouldForceRefreshIdToken } from '@/lib/identity/status/auth-status';
import { rowsOf } from '@/lib/db/sql';
import { testDatabase } from '@/test/database';
import { until } from '@/test/until';
import { insertTestUser } from '@/test/users';
import { subscribeToVendorUser, VENDOR_USER_CHANNEL, vendorUserChanges } from './live';
import { vendorUserEventStream } from './live-profile-stream';
import { linkVendor, unlinkVendor, updateVendorProfile, type VendorUserRecord } from './repository';
import { recordLogIn } from '@/lib/identity/log-in-record';

const VENDOR = { vendorId: 'cahuenga-props', vendorName: 'Cahuenga Prop House' };

const fixture = testDatabase();

async function newUser(): Promise<VendorUserRecord> {
  const { vendorUser } = await recordLogIn(fixture.handle.db, {
    ...VENDOR,
    uid: await insertTestUser(fixture.handle.db),
    email: 'dana@example.com',
    captchaToken: 'spent-altcha-payload',
    priorStatus: 'wasNotAuthenticated',
    now: Date.now(),
  });
  return vendorUser;
}

type SseMessage = { event?: string; data?: string; comment?: string; retry?: string };

/** Reads a text/event-stream as the browser's EventSource would, one message at a time. */
function sseReader(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  // No deadline of its own: a busy machine may take its time, and a stream that never sends ends with the test's timeout.
  async function next(): Promise<SseMessage | null> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const message: SseMessage = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) message.comment = line.slice(1).trim();
          else {
            const [field, ...rest] = line.split(':');
            (message as Record<string, string>)[field!] = rest.join(':').replace(/^ /, '');
          }
        }
        return message;
      }
      const chunk = await reader.read();
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  }
  /** The next `profile` event's record, skipping heartbeats and the retry hint. */
  async function nextProfile(): Promise<VendorUserRecord> {
    for (;;) {
      const message = await next();
      if (!message) throw new Error('the stream ended');
      if (message.event === 'profile') return JSON.parse(message.data!) as VendorUserRecord;
    }
  }
  return { next, nextProfile, cancel: () => reader.cancel() };
}

/** Whether anything in the database still LISTENs on the channel for this process's feed. */
async function databaseListeners(): Promise<number> {
  if (fixture.handle.kind === 'pglite') {
    const rows = rowsOf<{ channel: string }>(await fixture.handle.db.execute(sql`select pg_listening_channels() as channel`));
    return rows.filter((row) => row.channel === VENDOR_USER_CHANNEL).length;
  }
  const rows = rowsOf<{ n: number }>(
    await fixture.handle.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike ${`LISTEN ${VENDOR_USER_CHANNEL}%`}`,
    ),
  );
  return rows[0]?.n ?? 0;
}

describe('§4 the live profile: server-sent events of the vendor user record', () => {
  it('sends the current record first, then the record after each change, and leaves no listener after the request ends', async () => {
    const user = await newUser();
    const request = new AbortController();
    const response = await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: user.uid, signal: request.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-cache');
    const events = sseReader(response);

    expect(await events.next()).toEqual({ retry: '3000' });
    expect(await events.nextProfile()).toEqual(user);

    await updateVendorProfile(fixture.handle.db, VENDOR.vendorId, user.uid, { firstName: 'Dana', studio: 'Stage 9' });
    expect(await events.nextProfile()).toMatchObject({ uid: user.uid, firstName: 'Dana', studio: 'Stage 9' });

    expect(vendorUserChanges(fixture.handle).subscriberCount({ vendorId: VENDOR.vendorId, uid: user.uid })).toBe(1);
    expect(await databaseListeners()).toBe(1);

    request.abort();
    expect(await events.next()).toBeNull(); // the stream ends
    await until(() => vendorUserChanges(fixture.handle).subscriberCount() === 0);
    expect(vendorUserChanges(fixture.handle).listening).toBe(false);
    await until(async () => (await databaseListeners()) === 0);
  });

  it("a change to another user's record sends nothing to this stream", async () => {
    const [mine, theirs] = [await newUser(), await newUser()];
    const request = new AbortController();
    const events = sseReader(await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: mine.uid, signal: request.signal }));
    await events.nextProfile();
    await updateVendorProfile(fixture.handle.db, VENDOR.vendorId, theirs.uid, { firstName: 'Not you' });
    await updateVendorProfile(fixture.handle.db, VENDOR.vendorId, mine.uid, { firstName: 'You' });
    // The next profile is the second change: the first never reached this stream.
    expect(await events.nextProfile()).toMatchObject({ uid: mine.uid, firstName: 'You' });
    request.abort();
  });

  it('§4 fewer entries in the vendors map arrive as an update that force-refreshes the ID token', async () => {
    const user = await newUser();
    await linkVendor(fixture.handle.db, VENDOR.vendorId, user.uid, { vendorName: 'Cahuenga Prop House', vendorId: 'cahuenga-props' });
    const request = new AbortController();
    const events = sseReader(await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: user.uid, signal: request.signal }));
    const before = await events.nextProfile();
    expect(before.vendors).toEqual({ 'Cahuenga Prop House': 'cahuenga-props' });
    await unlinkVendor(fixture.handle.db, VENDOR.vendorId, user.uid, 'Cahuenga Prop House');
    const after = await events.nextProfile();
    expect(after.vendors).toEqual({});
    expect(shouldForceRefreshIdToken(before, after)).toBe(true);
    request.abort();
  });

  it('sends a heartbeat comment while nothing changes', async () => {
    const user = await newUser();
    const request = new AbortController();
    const events = sseReader(
      await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: user.uid, signal: request.signal, heartbeatMs: 50 }),
    );
    await events.nextProfile();
    expect(await events.next()).toEqual({ comment: 'heartbeat' });
    request.abort();
  });

  it('a reader that goes away (the stream cancelled) unsubscribes too', async () => {
    const user = await newUser();
    const request = new AbortController();
    const events = sseReader(await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: user.uid, signal: request.signal }));
    await events.nextProfile();
    await events.cancel();
    await until(() => vendorUserChanges(fixture.handle).subscriberCount() === 0);
  });

  it('answers 404, and keeps no listener, when the user has no record at this vendor', async () => {
    const response = await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: 'nobody', signal: new AbortController().signal });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'There is no vendor user record for this account.' });
    expect(vendorUserChanges(fixture.handle).subscriberCount()).toBe(0);
    expect(vendorUserChanges(fixture.handle).listening).toBe(false);
  });
});

describe('§4 subscribeToVendorUser: LISTEN/NOTIFY on vendor_user_changed', () => {
  it('hears a write made by anyone, in raw SQL too, and nothing after unsubscribing', async () => {
    const user = await newUser();
    const heard: CustomerKey[] = [];
    const unsubscribe = await subscribeToVendorUser(fixture.handle, VENDOR.vendorId, user.uid, (change) => heard.push(change));
    await fixture.handle.db.execute(sql`update vendor_users set title = 'Prop Master', updated_at = now() where uid = ${user.uid}`);
    await until(() => heard.length === 1);
    expect(heard[0]).toEqual({ vendorId: VENDOR.vendorId, uid: user.uid });
    await unsubscribe();
    // Another record's change, written after, is heard: notices arrive in order, so the one before it would have been too.
    const later = await newUser();
    const heardLater: CustomerKey[] = [];
    const stopLater = await subscribeToVendorUser(fixture.handle, VENDOR.vendorId, later.uid, (change) => heardLater.push(change));
    await fixture.handle.db.execute(sql`update vendor_users set title = 'Set Dresser' where uid = ${user.uid}`);
    await fixture.handle.db.execute(sql`update vendor_users set title = 'Set Dresser' where uid = ${later.uid}`);
    await until(() => heardLater.length === 1);
    await stopLater();
    expect(heard).toHaveLength(1);
  });

  it('ignores a notification that is not a record key, and keeps working', async () => {
    const user = await newUser();
    const heard: CustomerKey[] = [];
    const unsubscribe = await subscribeToVendorUser(fixture.handle, VENDOR.vendorId, user.uid, (change) => heard.push(change));
    await fixture.handle.db.execute(sql`select pg_notify(${VENDOR_USER_CHANNEL}, 'not json'), pg_notify(${VENDOR_USER_CHANNEL}, '{"uid": 1}')`);
    await updateVendorProfile(fixture.handle.db, VENDOR.vendorId, user.uid, { title: 'Buyer' });
    await until(() => heard.length === 1);
    await unsubscribe();
  });

  it('one LISTEN serves every subscriber in the process', async () => {
    const [a, b] = [await newUser(), await newUser()];
    const heard: string[] = [];
    const stops = await Promise.all([
      subscribeToVendorUser(fixture.handle, VENDOR.vendorId, a.uid, () => heard.push('a1')),
      subscribeToVendorUser(fixture.handle, VENDOR.vendorId, a.uid, () => heard.push('a2')),
      subscribeToVendorUser(fixture.handle, VENDOR.vendorId, b.uid, () => heard.push('b')),
    ]);
    expect(await databaseListeners()).toBe(1);
    await updateVendorProfile(fixture.handle.db, VENDOR.vendorId, a.uid, { title: 'Gaffer' });
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual(['a1', 'a2']);
    await Promise.all(stops.map((stop) => stop()));
    expect(vendorUserChanges(fixture.handle).listening).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('§4 live profile on PostgreSQL', () => {
  const connectionString = () => (fixture.handle.kind === 'postgres' ? fixture.handle.connectionString : '');

  it('a change committed on a second connection (another app instance, psql) reaches the stream', async () => {
    const user = await newUser();
    const request = new AbortController();
    const events = sseReader(await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: user.uid, signal: request.signal }));
    await events.nextProfile();
    const other = new pg.Client({ connectionString: connectionString() });
    await other.connect();
    try {
      await other.query(`update vendor_users set production = 'Night Shoot', updated_at = now() where vendor_id = $1 and uid = $2`, [
        VENDOR.vendorId,
        user.uid,
      ]);
      expect(await events.nextProfile()).toMatchObject({ production: 'Night Shoot' });
      // A bare NOTIFY from that connection is heard too: the stream reads the record again.
      await other.query('select pg_notify($1, $2)', [VENDOR_USER_CHANNEL, JSON.stringify({ vendorId: VENDOR.vendorId, uid: user.uid })]);
      expect(await events.nextProfile()).toMatchObject({ production: 'Night Shoot' });
    } finally {
      await other.end();
      request.abort();
    }
  });

  it('reconnects after the listening connection is killed, re-reads the record, and hears later changes', async () => {
    const user = await newUser();
    const request = new AbortController();
    const events = sseReader(await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: user.uid, signal: request.signal }));
    await events.nextProfile();
    const killed = rowsOf<{ pid: number }>(
      await fixture.handle.db.execute(
        sql`select pid, pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike ${`LISTEN ${VENDOR_USER_CHANNEL}%`}`,
      ),
    ).map((row) => row.pid);
    // Gone once its backend is: the reconnect may already have started another.
    await until(
      async () => rowsOf(await fixture.handle.db.execute(sql`select 1 from pg_stat_activity where pid = any(${sql.param(killed)}::int[])`)).length === 0,
    );
    // A change while nobody listens is not notified to us; the reconnect re-reads and sends it.
    await fixture.handle.db.execute(sql`update vendor_users set studio = 'Missed while down', updated_at = now() where uid = ${user.uid}`);
    expect(await events.nextProfile()).toMatchObject({ studio: 'Missed while down' });
    await until(async () => (await databaseListeners()) === 1);
    await updateVendorProfile(fixture.handle.db, VENDOR.vendorId, user.uid, { studio: 'After the reconnect' });
    expect(await events.nextProfile()).toMatchObject({ studio: 'After the reconnect' });
    request.abort();
    await until(async () => (await databaseListeners()) === 0);
  });
});

describe('§4 live profile: a request that ended before the stream started', () => {
  it('leaves nothing running', async () => {
    const user = await newUser();
    const request = new AbortController();
    request.abort();
    const response = await vendorUserEventStream({ handle: fixture.handle, vendorId: VENDOR.vendorId, uid: user.uid, signal: request.signal, heartbeatMs: 10 });
    const events = sseReader(response);
    expect(await events.next()).toEqual({ retry: '3000' });
    expect(await events.nextProfile()).toMatchObject({ uid: user.uid });
    expect(await events.next()).toBeNull();
    expect(vendorUserChanges(fixture.handle).subscriberCount()).toBe(0);
  });
});
