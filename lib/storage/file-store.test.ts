import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from './disk-store';
import { isFileKey, type FileStore } from './file-store';
import { s3Store, type S3Config } from './s3-store';

const SECRET = 'test-secret-key';
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (body: Uint8Array | undefined) => (body ? new TextDecoder().decode(body) : undefined);

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A bucket served as S3 serves one, path-style: it keeps objects in memory and believes a request
 * only when its Signature Version 4, recomputed here with the bucket's secret, matches.
 */
function fakeS3(): { server: Server; objects: Map<string, { body: Buffer; type: string }>; seen: string[] } {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const seen: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await readBody(request);
    const url = `http://${request.headers.host}${request.url}`;
    const signedNames = /SignedHeaders=([^,]+)/.exec(String(request.headers.authorization))?.[1]?.split(';') ?? [];
    const headers = Object.fromEntries(signedNames.filter((name) => name !== 'host').map((name) => [name, String(request.headers[name])]));
    const expected = await new AwsV4Signer({
      method: request.method,
      url,
      headers,
      body: body.length ? new Uint8Array(body) : undefined,
      accessKeyId: 'test-key',
      secretAccessKey: SECRET,
      region: 'auto',
      service: 's3',
      datetime: String(request.headers['x-amz-date']),
    }).sign();
    seen.push(`${request.method} ${request.url}`);
    if (expected.headers.get('authorization') !== request.headers.authorization) {
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = new URL(url).pathname;
    if (request.method === 'PUT') {
      objects.set(key, { body, type: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
      else response.writeHead(200, { 'content-type': object.type }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  return { server, objects, seen };
}

/** What every store does, whichever it is. */
function behavesAsAStore(open: () => FileStore) {
  it('keeps a file and its type, reads it back, and forgets it when removed', async () => {
    const store = open();
    await store.put('photos/abc123/800.webp', bytes('picture'), 'image/webp');
    const file = await store.get('photos/abc123/800.webp');
    expect(text(file?.body)).toBe('picture');
    expect(file?.contentType).toBe('image/webp');
    await store.remove('photos/abc123/800.webp');
    expect(await store.get('photos/abc123/800.webp')).toBeNull();
    await store.remove('photos/abc123/800.webp');
  });

  it('answers null for a file it never had', async () => {
    expect(await open().get('photos/never/1.webp')).toBeNull();
  });

  it('refuses a key that could climb out of the store', async () => {
    await expect(open().put('../outside', bytes('x'), 'text/plain')).rejects.toThrow(/Not a file key/);
    await expect(open().get('photos/../../etc/passwd')).rejects.toThrow(/Not a file key/);
  });
}

describe('file keys (docs/decisions/0097)', () => {
  it.each([
    ['photos/3f2a/800.webp', true],
    ['insurance/uid-1/coi.pdf', true],
    ['../x', false],
    ['photos/../x', false],
    ['/absolute', false],
    ['Photos/Upper', false],
    ['photos//double', false],
    ['photos/a b', false],
    ['', false],
  ])('%s is a key: %s', (key, ok) => expect(isFileKey(key)).toBe(ok));
});

describe('the disk store, beside the embedded database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'files-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  behavesAsAStore(() => diskStore(folder));

  it('leaves no temporary file behind after a write', async () => {
    await diskStore(folder).put('photos/tmp/1.webp', bytes('a'), 'image/webp');
    expect(readdirSync(join(folder, 'photos/tmp')).sort()).toEqual(['1.webp', '1.webp.type']);
  });
});

describe('S3-compatible storage, every request signed', () => {
  const bucket = fakeS3();
  let config: S3Config;
  beforeAll(async () => {
    await new Promise<void>((ready) => bucket.server.listen(0, '127.0.0.1', ready));
    const { port } = bucket.server.address() as { port: number };
    config = { bucket: 'props', endpoint: `http://127.0.0.1:${port}`, region: 'auto', accessKeyId: 'test-key', secretAccessKey: SECRET };
  });
  afterAll(() => new Promise((done) => bucket.server.close(done)));
  behavesAsAStore(() => s3Store(config));

  it('writes path-style into the bucket', async () => {
    await s3Store(config).put('photos/path/1.webp', bytes('a'), 'image/webp');
    expect(bucket.objects.has('/props/photos/path/1.webp')).toBe(true);
  });

  it('fails with the service’s answer when the secret is wrong, and stores nothing', async () => {
    const wrong = s3Store({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('photos/wrong/1.webp', bytes('a'), 'image/webp')).rejects.toThrow('HTTP 403 SignatureDoesNotMatch');
    expect(bucket.objects.has('/props/photos/wrong/1.webp')).toBe(false);
  });
});
