import { bodyLimitFor, type BodyLimit } from './body-limits';
import { isReadableMultipart } from './readable-multipart';

export { ACTION_BODY_LIMIT, CERTIFICATE_UPLOAD_BODY_LIMIT, PHOTO_UPLOAD_BODY_LIMIT } from './body-limits';

/**
 * Next.js answers a server-action call whose envelope it cannot decode with a 500: no field `0`, a
 * body that is not JSON, deep nesting, a body over its limit, a reference to a part that is not
 * there (`$Q99`), an unparseable multipart body, a foreign or `null` Origin (decision 70). The proxy
 * refuses those first, with a 4xx. The storefront's actions take only plain values and a form (with
 * files, for photos), so an envelope may use only the reply format's plain tags and `$K` (a FormData).
 * Next.js's own limit is raised for the photo upload (next.config.ts), so the limit of every post is
 * kept here, by its address: 1 MB, 11 MB for a customer's page (a certificate of insurance) and 64 MB for
 * the photo upload page (lib/http/body-limits.ts), where only staff get this far (outsider-upload.ts).
 */
export type Refusal = { status: 400 | 403 | 404 | 413; message: string };
const MAX_DEPTH = 32;
/** `$$` escapes a dollar; K FormData, T temporary reference, u undefined, D date, I/-/N numbers, n bigint. */
const PLAIN_TAGS = new Set(['$', 'K', 'T', 'u', 'D', 'I', '-', 'N', 'n']);

const bad = (message: string): Refusal => ({ status: 400, message });

/**
 * Checks a POST before Next.js sees it: from a browser, it must come from this site (Next.js answers a
 * no-JavaScript form post from elsewhere with a 500); a server-action call must have an envelope it can decode.
 * `beforeBody` is a further check of a post from this site, made before its body is read.
 */
export async function refuseMalformedPost(request: Request, beforeBody?: (request: Request) => Promise<Refusal | null>): Promise<Refusal | null> {
  if (request.method !== 'POST') return null;
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  if (origin !== null && originHost(origin) !== host) return { status: 403, message: 'This form can only be sent from this site.' };
  const refused = await beforeBody?.(request);
  if (refused) return refused;
  const limit = bodyLimitFor(new URL(request.url).pathname);
  const length = request.headers.get('content-length');
  // A form posted without JavaScript is a server action too (Next.js finds its $ACTION_ID field).
  if (length !== null && Number(length) > limit.bytes) return tooLarge(limit);
  const type = request.headers.get('content-type') ?? '';
  const multipart = type.startsWith('multipart/form-data');
  if (!request.headers.has('next-action') && !multipart) {
    if (length === null && request.body && (await request.clone().arrayBuffer()).byteLength > limit.bytes) return tooLarge(limit);
    return null;
  }
  const body = await request.clone().arrayBuffer();
  if (body.byteLength > limit.bytes) return tooLarge(limit);
  // With or without JavaScript: a form posted without it is a server action that Next.js reads with busboy too.
  if (multipart && !(await isReadableMultipart(body, type))) return bad('The form could not be read.');
  if (!request.headers.has('next-action')) return null;

  let root: unknown;
  if (multipart) {
    const form = await new Response(body, { headers: { 'content-type': type } }).formData().catch(() => null);
    if (!form) return bad('The form could not be read.');
    root = form.get('0');
  } else {
    root = new TextDecoder().decode(body);
  }
  if (typeof root !== 'string') return bad('The form is missing its arguments.');
  let args: unknown;
  try {
    args = JSON.parse(root);
  } catch {
    return bad('The form could not be read.');
  }
  if (!Array.isArray(args) || !isPlain(args, 0)) return bad('The form could not be read.');
  return null;
}

function tooLarge(limit: BodyLimit): Refusal {
  return { status: 413, message: limit.message };
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host || null;
  } catch {
    return null;
  }
}

function isPlain(value: unknown, depth: number): boolean {
  // React refuses a bigint of over 300 digits by throwing, which Next.js answers with a 500.
  if (typeof value === 'string') return value[0] !== '$' || (PLAIN_TAGS.has(value[1] ?? '') && !(value[1] === 'n' && value.length > 302));
  if (typeof value !== 'object' || value === null) return true;
  if (depth >= MAX_DEPTH) return false;
  return Object.values(value).every((inner) => isPlain(inner, depth + 1));
}
