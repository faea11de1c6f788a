import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '@/lib/db/open';
import { env } from '@/lib/env/env';
import { authSecret } from '@/lib/identity/auth/app-secret';
import type { CustomerKey } from '@/lib/house/customer-key';

/**
 * The one-click unsubscribe link of a reminder (issue 38 §4, decision 156): the person's key, signed
 * with HMAC-SHA256 under a key derived from the app's secret, so the link needs no log-in and cannot
 * be made for anyone else. It does not expire: an unsubscribe link in an old email must still work.
 * `vendorId.uid.signature`, each part base64url.
 */

const PURPOSE = 'reminders-unsubscribe';
const PART = /^[A-Za-z0-9_-]{1,400}$/;

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** A key of its own for these links, derived from the app's secret: a signature here is no signature anywhere else. */
async function linkKey(db: Db): Promise<Buffer> {
  return createHmac('sha256', await authSecret(db, env().BETTER_AUTH_SECRET))
    .update(PURPOSE)
    .digest();
}

const signatureOf = (key: Buffer, vendorId: string, uid: string) => createHmac('sha256', key).update(`${PURPOSE}\n${vendorId}\n${uid}`).digest();

/** The token of a person's unsubscribe link. */
export async function unsubscribeToken(db: Db, person: CustomerKey): Promise<string> {
  const key = await linkKey(db);
  return `${encode(person.vendorId)}.${encode(person.uid)}.${signatureOf(key, person.vendorId, person.uid).toString('base64url')}`;
}

/** The person a token names, when its signature is ours; null for anything malformed, cut short or forged. */
export async function personOfUnsubscribeToken(db: Db, token: unknown): Promise<CustomerKey | null> {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => PART.test(part))) return null;
  const [vendorId, uid] = parts.slice(0, 2).map((part) => Buffer.from(part, 'base64url').toString('utf8')) as [string, string];
  const given = Buffer.from(parts[2]!, 'base64url');
  const expected = signatureOf(await linkKey(db), vendorId, uid);
  if (!vendorId || !uid || given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { vendorId, uid };
}

/** The page a reminder's link opens (app/reminders/unsubscribe), and the address a mail client's one-click unsubscribe posts to (RFC 8058). */
export const UNSUBSCRIBE_PAGE = '/reminders/unsubscribe';
export const ONE_CLICK_UNSUBSCRIBE = '/api/reminders/unsubscribe';

/**
 * Whether a request is the unsubscribe page opened with a token that is not ours (forged, cut short,
 * missing): proxy.ts then answers the page with status 400, its words saying why (issue 38 §4). A
 * page cannot set its own status; the proxy can, as it does for the database away (decision 146).
 */
export async function opensUnsubscribePageWithBadToken(request: Request, db: () => Promise<Db>): Promise<boolean> {
  const url = new URL(request.url);
  if ((request.method !== 'GET' && request.method !== 'HEAD') || url.pathname !== UNSUBSCRIBE_PAGE) return false;
  return (await personOfUnsubscribeToken(await db(), url.searchParams.get('token'))) === null;
}
