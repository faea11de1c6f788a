import 'server-only';
import { cookies, headers } from 'next/headers';
import { houseToday, startOfHouseDay } from '@/lib/house/clock';
import { tenant } from '@/lib/tenant';
import { addDays } from '@/lib/text/calendar-day';
import { periodCookieValue, RENTAL_PERIOD_COOKIE, type RentalPeriod } from './rental-period';
import { periodFromCookie } from './rental-period-schema';

/** Today on the house's calendar: the day a period's pick-up may not come before. */
export function houseDay(now = Date.now()): string {
  return houseToday(tenant.vendor.timezone, now);
}

/**
 * The cookie's attributes (decision 111): the whole site, sent on a link followed from elsewhere
 * (SameSite=Lax) but never on another site's post, out of scripts' reach, Secure over HTTPS, and
 * gone by itself once the return day is over.
 */
export function periodCookieOptions(period: RentalPeriod, https: boolean) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    httpOnly: true,
    secure: https,
    expires: new Date(startOfHouseDay(addDays(period.to, 1), tenant.vendor.timezone)),
  };
}

/** The period the person chose before, from their cookie; null without one, or when it is malformed or past. */
export async function rememberedPeriod(): Promise<RentalPeriod | null> {
  return periodFromCookie((await cookies()).get(RENTAL_PERIOD_COOKIE)?.value, houseDay());
}

/** Keeps a period as the person's (in a server action or route handler). */
export async function rememberPeriod(period: RentalPeriod): Promise<void> {
  const https = (await headers()).get('x-forwarded-proto') === 'https';
  (await cookies()).set(RENTAL_PERIOD_COOKIE, periodCookieValue(period), periodCookieOptions(period, https));
}

/** Forgets the person's period: from now on pages show no period unless their address names one. */
export async function forgetPeriod(): Promise<void> {
  (await cookies()).delete(RENTAL_PERIOD_COOKIE);
}
