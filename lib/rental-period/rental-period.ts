import { KEPT_COOKIE } from '@/lib/page-cache/shared-pages.mjs';
import { shortDay, type CalendarDay } from '@/lib/text/calendar-day';
import { dateRange, type DateRange } from './date-range';

/**
 * One rental period, chosen once, follows the person (issue 28 §4, decision 111): the pick-up and
 * return days, both included, within the catalogue's bounds (real days, in order, at most a year).
 * The address says it (`from`, `to`) and the person's session keeps it (the `rental_period`
 * cookie). Plain functions with no zod, safe in the browser: the header reads them too.
 */
export type RentalPeriod = DateRange;

/** The cookie's name is the one a shared page may read (lib/page-cache/shared-pages.mjs). */
export const RENTAL_PERIOD_COOKIE = KEPT_COOKIE;

type RawParams = URLSearchParams | Record<string, string | string[] | undefined>;

function firstValue(params: RawParams, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The period an address names, or null when it names none or a malformed one (which is ignored, never an error). */
export function periodInParams(params: RawParams): RentalPeriod | null {
  return dateRange(firstValue(params, 'from'), firstValue(params, 'to'));
}

/**
 * Whether a period is still worth keeping for the person: its pick-up day is the house's today or
 * later. One whose pick-up has passed is neither remembered nor offered again; the address can still
 * ask about past days (a shared link), as the catalogue always could.
 */
export function isAhead(period: RentalPeriod, today: CalendarDay): boolean {
  return period.from >= today;
}

export function samePeriod(a: RentalPeriod | null | undefined, b: RentalPeriod | null | undefined): boolean {
  return a?.from === b?.from && a?.to === b?.to;
}

/** As the cookie keeps it: "2026-12-01_2026-12-08" (no character a cookie value would need to escape). */
export function periodCookieValue(period: RentalPeriod): string {
  return `${period.from}_${period.to}`;
}

/** Which period a page shows: the address's when it names one (the address wins), else the one the person chose before. */
export function pagePeriod(address: RentalPeriod | null, remembered: RentalPeriod | null): RentalPeriod | null {
  return address ?? remembered;
}

/**
 * What the person's cookie becomes after a page whose address names `address`: that period, when it
 * lies ahead and the cookie does not already say it; null to leave the cookie as it is.
 */
export function periodToRemember(address: RentalPeriod | null, cookieValue: string | undefined, today: CalendarDay): RentalPeriod | null {
  if (!address || !isAhead(address, today)) return null;
  return cookieValue === periodCookieValue(address) ? null : address;
}

/** "Dec 1 – Dec 8", as the locale writes the days. */
export function periodWords(period: RentalPeriod, locale: string): string {
  return `${shortDay(period.from, locale)} – ${shortDay(period.to, locale)}`;
}

/**
 * "Dec 14–21", or "Dec 28 – Jan 3" across a month: the days at a glance, where room is short (the
 * header's button, the catalogue's chip; issue 39 §2). Screen readers are given `periodWords`.
 */
export function periodShortWords(period: RentalPeriod, locale: string): string {
  if (period.from.slice(0, 7) !== period.to.slice(0, 7)) return periodWords(period, locale);
  return `${shortDay(period.from, locale)}–${Number(period.to.slice(8, 10)).toLocaleString(locale)}`;
}

/** The pages whose address carries a period: the catalogue (`basePath`), a category and an item. */
export function takesPeriod(pathname: string, basePath: string): boolean {
  return pathname === basePath || /^\/(?:categories|items)\/[^/]+$/.test(pathname);
}

/**
 * A same-site path with the period in its address, or taken out of it (null: "Only what's free" goes
 * with the days, and so does the page number, since the list changes). A page that does not carry a
 * period is returned as it is: the session says it there.
 */
export function withPeriod(path: string, period: RentalPeriod | null, basePath: string): string {
  const url = new URL(path, 'http://same-site.invalid');
  if (!takesPeriod(url.pathname, basePath)) return path;
  url.searchParams.delete('page');
  url.searchParams.delete('pages');
  if (period) {
    url.searchParams.set('from', period.from);
    url.searchParams.set('to', period.to);
  } else {
    for (const name of ['from', 'to', 'available']) url.searchParams.delete(name);
  }
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`;
}
