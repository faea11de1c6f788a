import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStore } from '@/lib/storage/disk-store';
import type { FileStore } from '@/lib/storage/file-store';
import { smallWebp } from '@/test/photos';
import { photoImageProps } from './photo-image';
import { servePhoto } from './serve-photo';

const folder = mkdtempSync(join(tmpdir(), 'served-'));
const store = diskStore(folder);
let photo: Uint8Array;
beforeAll(async () => {
  photo = await smallWebp();
  await store.put('photos/3f2a-77/400.webp', photo, 'image/webp');
  await store.put('insurance/uid-1/coi.pdf', new TextEncoder().encode('%PDF-1.7'), 'application/pdf');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const get = (path: string[], headers: Record<string, string> = {}, method = 'GET') =>
  servePhoto(store, path, new Request(`http://localhost/media/photos/${path.join('/')}`, { method, headers }));

describe('issue 13 §3: uploaded photos are served with long cache headers', () => {
  it('a stored photo: its type and bytes, cached for a year as immutable, an ETag, nosniff', async () => {
    const response = await get(['3f2a-77', '400.webp']);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-length': String(photo.byteLength),
    });
    expect(response.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(photo);
  });

  it('HEAD answers the headers alone; a matching If-None-Match answers 304', async () => {
    const head = await get(['3f2a-77', '400.webp'], {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(photo.byteLength));
    expect(await head.text()).toBe('');
    const etag = head.headers.get('etag')!;
    const again = await get(['3f2a-77', '400.webp'], { 'if-none-match': `W/${etag}, "other"` });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it.each([
    ['an unknown photo', ['nope', '400.webp']],
    ['a path that climbs out', ['..', '..', 'insurance', 'uid-1', 'coi.pdf']],
    ['an encoded climb', ['%2e%2e', 'x.webp']],
    ['upper case', ['3F2A-77', '400.webp']],
    ['nothing at all', []],
    ['an empty part', ['3f2a-77', '', '400.webp']],
    ['a very long path', ['a'.repeat(300)]],
    ['a photo’s folder', ['3f2a-77']],
    ['inside a file', ['3f2a-77', '400.webp', 'x']],
    ['another type', ['3f2a-77', '400.webp.type']],
  ])('%s: 404, never a 500', async (_name, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('a certificate of insurance is not a photo: never served here', async () => {
    expect((await get(['..', 'insurance', 'uid-1', 'coi.pdf'])).status).toBe(404);
    expect((await get(['insurance', 'uid-1', 'coi.pdf'])).status).toBe(404);
  });

  it('a store that does not answer: 503 with Retry-After, not a 500', async () => {
    const broken: FileStore = { ...store, get: () => Promise.reject(new Error('Storage GET failed: HTTP 500')) };
    const response = await servePhoto(broken, ['3f2a-77', '400.webp'], new Request('http://localhost/'));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });
});

describe('issue 13 §3: pages draw an uploaded photo at the width they need, with its size, so nothing shifts', () => {
  it('an uploaded photo offers each stored width', () => {
    const props = photoImageProps({ url: '/media/photos/ab/1600.webp', width: 1600, height: 1200, key: 'photos/ab', widths: [400, 800, 1600] }, '300px');
    expect(props).toEqual({
      src: '/media/photos/ab/1600.webp',
      srcSet: '/media/photos/ab/400.webp 400w, /media/photos/ab/800.webp 800w, /media/photos/ab/1600.webp 1600w',
      sizes: '300px',
      width: 1600,
      height: 1200,
    });
  });

  it('a generated picture, or a photo stored at one width, is its one source', () => {
    expect(photoImageProps({ url: '/media/prop-photo?kind=lamp&color=000000', width: 800, height: 600 }, '300px')).toEqual({
      src: '/media/prop-photo?kind=lamp&color=000000',
      width: 800,
      height: 600,
    });
    expect(photoImageProps({ url: '/media/photos/ab/120.webp', width: 120, height: 80, key: 'photos/ab', widths: [120] }, '300px')).toEqual({
      src: '/media/photos/ab/120.webp',
      width: 120,
      height: 80,
    });
  });
});
