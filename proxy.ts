import { NextResponse, type NextRequest } from 'next/server';
import { database } from '@/lib/db';
import { DATABASE_AWAY_HEADER, DATABASE_AWAY_PATH } from '@/lib/db/away';
import { DATABASE_RETRY_SECONDS, databaseUnavailableResponse, processDatabaseAnswers } from '@/lib/db/availability';
import { checkAddressText } from '@/lib/http/address-text';
import { refuseMalformedPost } from '@/lib/http/malformed-post';
import { refuseOutsiderUpload } from '@/lib/http/outsider-upload';
import { hasNoScriptCookie, isSharedPage, SHARED_PAGE_HEADER } from '@/lib/page-cache/shared-pages.mjs';
import { opensUnsubscribePageWithBadToken } from '@/lib/reminders/unsubscribe-token';
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
 * While the database does not answer, everything but files is answered 503 (issue 36 §4.2). A
 * reminder's unsubscribe page opened with a token that is not ours is answered 400 (issue 38 §4).
 */
export async function proxy(request: NextRequest) {
  const address = checkAddressText(new URL(request.url));
  if (address && 'refuse' in address) return plainAnswer(address.refuse, 400);
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64');
  const https = request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const media = request.nextUrl.pathname.startsWith('/media/');
  const counter = request.nextUrl.pathname === '/staff/check-in';
  const headers = securityHeaders({ nonce, production: process.env.NODE_ENV === 'production', https, media, counter, tenant });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('Content-Security-Policy', headers['Content-Security-Policy']);
  requestHeaders.delete(SHARED_PAGE_HEADER);
  // Issue 39 §5: a browser without JavaScript, once logged in, has its shared pages rendered for it (decision 160).
  if (isSharedPage(request.nextUrl.pathname) && !hasNoScriptCookie(request.headers.get('cookie'))) requestHeaders.set(SHARED_PAGE_HEADER, '1');
  requestHeaders.delete(DATABASE_AWAY_HEADER);
  // The database away (issue 36 §4.2): 503 and Retry-After before anything reads it, so nobody is
  // taken for signed out; a page answers with the site's own page saying so, rendered without it.
  if (readsDatabase(request.nextUrl.pathname) && !(await processDatabaseAnswers())) {
    const away = awayAnswer(request, requestHeaders);
    for (const [name, value] of Object.entries(headers)) away.headers.set(name, value);
    return away;
  }
  const refused = await refuseMalformedPost(request, (post) => refuseOutsiderUpload(post, async () => (await database()).db));
  if (refused) return plainAnswer(refused.message, refused.status);
  const period = periodCookieFromAddress(request, https);
  if (period) requestHeaders.set('cookie', period.cookieHeader());
  // A parameter with a control character is dropped: the page is rendered as if it had not been sent.
  const target = address?.without ?? request.nextUrl;
  // The page says in words why the link does not work; only the proxy can give it its 400.
  const badLink = await opensUnsubscribePageWithBadToken(new Request(target, { method: request.method }), async () => (await database()).db);
  const response =
    address || badLink
      ? NextResponse.rewrite(target, { ...(badLink ? { status: 400 } : {}), request: { headers: requestHeaders } })
      : NextResponse.next({ request: { headers: requestHeaders } });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  period?.setOn(response);
  return response;
}

/** Next.js's own files, the public folder's (a name with an extension) and the drawn photos read no database; the rest may. */
function readsDatabase(path: string): boolean {
  return !path.startsWith('/_next/') && !path.startsWith('/media/prop-photo') && !/\.[a-z0-9]+$/i.test(path.slice(path.lastIndexOf('/')));
}

/**
 * While the database does not answer: a page asked for is the site's page that says so (app/away),
 * drawn with the header and footer and nobody's own state; a route, an action or a form's post, the
 * same words as JSON. Both 503 with Retry-After, kept by no cache.
 */
function awayAnswer(request: NextRequest, requestHeaders: Headers): NextResponse {
  const retry = { 'Retry-After': String(DATABASE_RETRY_SECONDS), 'Cache-Control': 'no-store' };
  if ((request.method === 'GET' || request.method === 'HEAD') && !request.nextUrl.pathname.startsWith('/api/')) {
    requestHeaders.set(DATABASE_AWAY_HEADER, '1');
    requestHeaders.set(SHARED_PAGE_HEADER, '1');
    return NextResponse.rewrite(new URL(DATABASE_AWAY_PATH, request.url), { status: 503, headers: retry, request: { headers: requestHeaders } });
  }
  const answer = databaseUnavailableResponse();
  return new NextResponse(answer.body, { status: 503, headers: answer.headers });
}

function plainAnswer(message: string, status: number) {
  return new NextResponse(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
