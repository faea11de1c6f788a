import 'server-only';
import { createHash } from 'node:crypto';
import { isFileKey, type FileStore } from '@/lib/storage/file-store';
import { PHOTO_KEY_PREFIX } from './photo-image';

/** A stored photo's file never changes (a new upload gets a new key), so a browser may keep it for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';
/** A photo of a returned line's condition (issue 36 §4.3): for its viewer only, kept by no one. */
const CACHE_NEVER = 'private, no-store';

/**
 * How the photo with this key (`photos/<id>`) may be served: to anyone and cached (an item's), to
 * this viewer alone (a returned line's condition, to staff and the order's customer), or not at all.
 */
export type PhotoAccessCheck = (key: string) => Promise<'public' | 'private' | 'notFound'>;
/** `<id>/<width>.webp`: one width of one photo, nothing else (not a photo's folder, not a file inside a file). */
const RENDITION_PATH = /^[a-z0-9][a-z0-9-]*\/[1-9][0-9]{0,4}\.webp$/;

function unavailable(): Response {
  return new Response('The photo cannot be read just now.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '30' },
  });
}

function notFound(): Response {
  return new Response('Not found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
}

/**
 * Answers `GET` or `HEAD /media/photos/<id>/<width>.webp` from the file store (issue 13 §3). Only keys
 * under `photos/` are served here: a customer's certificate of insurance is never reachable by this
 * route. A path that is not a key, or a key not stored, is a 404; a store that does not answer, a 503.
 * `access` decides who may have the photo (issue 36 §4.3), before the store is read: a photo refused
 * answers exactly as one never stored, and one for its viewer alone is `private, no-store`.
 */
export async function servePhoto(store: FileStore, path: string[], request: Request, access: PhotoAccessCheck = async () => 'public'): Promise<Response> {
  const key = `${PHOTO_KEY_PREFIX}${path.join('/')}`;
  if (!RENDITION_PATH.test(path.join('/')) || !isFileKey(key)) return notFound();
  let allowed;
  try {
    allowed = await access(`${PHOTO_KEY_PREFIX}${path[0]}`);
  } catch (error) {
    console.error(`Could not tell who may see ${key}:`, error);
    return unavailable();
  }
  if (allowed === 'notFound') return notFound();
  let file;
  try {
    file = await store.get(key);
  } catch (error) {
    console.error(`Could not read ${key} from the file store:`, error);
    return unavailable();
  }
  if (!file) return notFound();
  const etag = `"${createHash('sha256').update(file.body).digest('base64url').slice(0, 27)}"`;
  const headers = new Headers({ 'Cache-Control': allowed === 'private' ? CACHE_NEVER : CACHE_FOREVER, ETag: etag, 'X-Content-Type-Options': 'nosniff' });
  if (matches(request.headers.get('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(file.body.byteLength));
  return new Response(request.method === 'HEAD' ? null : (file.body as Uint8Array<ArrayBuffer>), { status: 200, headers });
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
