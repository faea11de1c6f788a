import type { NextRequest, NextResponse } from 'next/server';
import { tenant } from '@/lib/tenant';
import { houseDay, periodCookieOptions } from './period-cookie';
import { periodCookieValue, periodInParams, periodToRemember, RENTAL_PERIOD_COOKIE, takesPeriod } from './rental-period';

/** Next.js's prefetches (and the browser's): looking ahead at a link is not choosing its days. */
const PREFETCH_HEADERS = ['next-router-prefetch', 'next-router-segment-prefetch'];

/**
 * The address wins and updates the cookie (decision 111): a GET of the catalogue, a category or an
 * item whose `from` and `to` name a period ahead that the person's cookie does not say yet. The
 * proxy sets the cookie on the answer, and hands the page the request as if it had been sent with
 * it, so the header rendered with this very page already shows the period. Answered with a cookie,
 * such a page is never stored by the page cache: a visitor with no cookie gets a cached page only
 * for an address without a period (lib/page-cache/page-cache.mjs keeps no answer that sets a cookie).
 */
export function periodCookieFromAddress(request: NextRequest, https: boolean, now = Date.now()) {
  if (request.method !== 'GET' || !takesPeriod(request.nextUrl.pathname, tenant.basepath)) return null;
  if (PREFETCH_HEADERS.some((name) => request.headers.has(name)) || /prefetch/i.test(request.headers.get('sec-purpose') ?? '')) return null;
  const period = periodToRemember(periodInParams(request.nextUrl.searchParams), request.cookies.get(RENTAL_PERIOD_COOKIE)?.value, houseDay(now));
  if (!period) return null;
  const value = periodCookieValue(period);
  return {
    /** The request's Cookie header with the period in it, for the page to read. */
    cookieHeader(): string {
      // The others exactly as the browser sent them: decoded and encoded again, a session's token could change.
      const others = (request.headers.get('cookie') ?? '')
        .split(';')
        .map((part) => part.trim())
        .filter((part) => part !== '' && !part.startsWith(`${RENTAL_PERIOD_COOKIE}=`));
      return [...others, `${RENTAL_PERIOD_COOKIE}=${value}`].join('; ');
    },
    setOn(response: NextResponse): void {
      response.cookies.set(RENTAL_PERIOD_COOKIE, value, periodCookieOptions(period, https));
    },
  };
}
