import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { request as httpRequest, test, expect, type APIRequestContext } from '@playwright/test';
import { E2E_CUSTOMER } from './admin-account';

/**
 * Issue 36 §4.2: while the database does not answer, every page and route answers 503 with
 * Retry-After, a page as the site's own page that says so, and nobody is signed out; when it answers
 * again, so does the site, by itself. This spec starts its own production server (the build the
 * other specs use) on a PostgreSQL database reached through a relay in this process: closing the
 * relay is the database going away, opening it again its return. The server's port is one the
 * system gives, so it meets no other server's.
 */

const SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const AWAY_HEADING = 'The house’s system is briefly unavailable';

class Relay {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** The database gone: nothing listens, and every connection through is cut. */
  close(): void {
    // It stops listening at once; its callback would wait for connections, which are cut here.
    this.server?.close();
    for (const socket of this.sockets) socket.destroy();
  }
}

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const name = `storefront_away_${randomBytes(5).toString('hex')}`;
const target = new URL(SERVER_URL);
const relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
let server: ChildProcess | undefined;
let base = '';
let customer: APIRequestContext;
/** The server's output, shown when the spec fails. */
let log = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  try {
    await adminQuery(`create database ${name}`);
  } catch (error) {
    test.skip(true, `No PostgreSQL server at ${SERVER_URL}: ${(error as Error).message}`);
  }
  await relay.open();
  const url = new URL(SERVER_URL);
  url.port = String(relay.port);
  url.pathname = `/${name}`;
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, DATABASE_URL: url.toString(), SEED_DEMO: 'false', PORT: String(port), HOST: '127.0.0.1', SITE_URL: base };
  // The customer, made as the other specs' server makes it, on this database.
  // Not spawnSync: the relay is in this process, and the seed's connections pass through it.
  const seed = spawn('npx', ['tsx', '--conditions=react-server', 'e2e/seed-admin.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  seed.stderr.on('data', (chunk: Buffer) => (log = `${log}${chunk}`.slice(-20_000)));
  expect(await new Promise((resolve) => seed.on('exit', resolve)), log).toBe(0);
  server = spawn('node', ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => (log = `${log}${chunk}`.slice(-20_000)));
  // Until the server answers: its start-up migrates nothing (the seed did) and seeds nothing.
  await expect.poll(async () => (await fetch(`${base}/`).catch(() => null))?.status ?? 0, { timeout: 240_000, intervals: [500] }).not.toBe(0);

  customer = await httpRequest.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const signIn = await customer.post('/api/auth/sign-in/email', { data: { email: E2E_CUSTOMER.email, password: E2E_CUSTOMER.password } });
  expect(signIn.status()).toBe(200);
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('server output', { body: log, contentType: 'text/plain' });
});

test.afterAll(async () => {
  await customer?.dispose();
  if (server?.pid) process.kill(server.pid, 'SIGTERM');
  relay.close();
  await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
});

test('issue 36 §4.2: while the database is away, pages and routes answer 503 with Retry-After, the customer stays signed in, and the site comes back by itself', async () => {
  test.setTimeout(120_000);
  const account = await customer.get('/account', { maxRedirects: 0 });
  expect(account.status()).toBe(200);
  // The page that says so is not there by its own address.
  expect((await customer.get('/away')).status()).toBe(404);

  relay.close();

  // A personal page, for the signed-in customer: the site's page that says so, not "log in".
  const page = await customer.get('/account', { maxRedirects: 0 });
  expect(page.status()).toBe(503);
  expect(page.headers()['retry-after']).toBe('5');
  expect(page.headers()['location']).toBeUndefined();
  expect(page.headers()['set-cookie']).toBeUndefined();
  const html = await page.text();
  expect(html).toContain(AWAY_HEADING);
  // The site around it: the skip link and the header's search, as every page of the site has them.
  expect(html).toContain('Skip to content');
  expect(html).toMatch(/<header[\s>]/);

  // A page nobody has had from the cache yet, and the routes the probe met.
  for (const path of ['/catalog?q=away', '/staff', '/favourites']) {
    const answer = await customer.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(503);
    expect(answer.headers()['retry-after'], path).toBe('5');
  }
  for (const path of ['/api/suggestions?q=lamp', '/api/catalog?q=lamp']) {
    const answer = await customer.get(path);
    expect(answer.status(), path).toBe(503);
    expect(answer.headers()['retry-after'], path).toBe('5');
    expect(await answer.json(), path).toMatchObject({ code: 'unavailable', reason: 'database' });
  }
  // The tab's start-up (POST /api/me) and a later page's ask (GET): 503, and no cookie cleared.
  for (const method of ['GET', 'POST'] as const) {
    const answer = await customer.fetch('/api/me', { method });
    expect(answer.status(), method).toBe(503);
    expect(answer.headers()['set-cookie'], method).toBeUndefined();
  }

  // The database back: the same customer, still signed in, with no log-in between.
  await relay.open();
  await expect.poll(async () => (await customer.get('/account', { maxRedirects: 0 })).status(), { timeout: 30_000 }).toBe(200);
  const me = await (await customer.get('/api/me')).json();
  expect(JSON.stringify(me)).toContain(E2E_CUSTOMER.email);
});
