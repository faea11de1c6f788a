import { NextResponse, type NextRequest } from 'next/server';
import { database } from '@/lib/db';
import { checkAddressText } from '@/lib/http/address-text';
import { refuseMalformedPost } from '@/lib/http/malformed-post';
import { refuseOutsiderUpload } from '@/lib/http/outsider-upload';
import { isSharedPage, SHARED_PAGE_HEADER } from '@/lib/page-cache/shared-pages.mjs';
import { periodCookieFromAddress } from '@/lib/rental-period/address-period-cookie';
import { securityHeaders } from '@/lib/security/headers';
import { tenant } from '@/lib/tenant';

/**
 * Security headers on every response; the CSP nonce is handed to Next.js through the request headers.
 * Refused first: an address with a control character in its path (one in a query parameter drops
 * that parameter, lib/http/address-text.ts), a post from another site, a post to a staff upload address from anyone but staff,
 * and a server-action call whose envelope Next.js would answer with a 500 (issue 9). A page whose
 * address names a rental period makes it the person's (issue 28 §4, decision 111). A shared page is
 * marked so for the root layout, which then renders it as everyone gets it (issue 29, decision 126).
 */
export async function proxy(request: NextRequest) {
  const address = checkAddressText(new URL(request.url));
  if (address && 'refuse' in address) return plainAnswer(address.refuse, 400);
  const refused = await refuseMalformedPost(request, (post) => refuseOutsiderUpload(post, async () => (await database()).db));
  if (refused) return plainAnswer(refused.message, refused.status);
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const media = request.nextUrl.pathname.startsWith('/media/');
  const headers = securityHeaders({ nonce, production: process.env.NODE_ENV === 'production', https, media, tenant });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);
  requestHeaders.delete(SHARED_PAGE_HEADER);
  if (isSharedPage(request.nextUrl.pathname)) requestHeaders.set(SHARED_PAGE_HEADER, '1');
  const period = periodCookieFromAddress(request, https);
  if (period) requestHeaders.set('cookie', period.cookieHeader());
  // A parameter with a control character is dropped: the page is rendered as if it had not been sent.
  const response = address
    ? NextResponse.rewrite(address.without, { request: { headers: requestHeaders } })
    : NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  period?.setOn(response);
  return response;
}

function plainAnswer(message: string, status: number) {
  return new NextResponse(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
