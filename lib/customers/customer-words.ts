import type { AccountType } from '@/lib/db/schema/customers';
import { daysBetween, longDay } from '@/lib/text/calendar-day';

/** How the house speaks of an account type (issue 13 §2). */
export const ACCOUNT_TYPE_WORDS: Record<AccountType, string> = { cod: 'Cash on delivery', card: 'Card', net30: 'Net 30' };

/** A customer's approval in the staff's words (spec §6 `isAuthorized`). */
export function approvalWords(isAuthorized: boolean | null): 'Approved' | 'Denied' | 'Awaiting approval' {
  return isAuthorized === null ? 'Awaiting approval' : isAuthorized ? 'Approved' : 'Denied';
}

/** Certificates expiring within this many days are flagged, so staff chase the new one before the old one lapses. */
export const EXPIRY_WARNING_DAYS = 30;

export type InsuranceStanding =
  { kind: 'none' } | { kind: 'expired'; expiresOn: string } | { kind: 'expiresSoon'; expiresOn: string; days: number } | { kind: 'valid'; expiresOn: string };

/**
 * Where a certificate of insurance stands on the house's `today`: it covers its expiry day itself,
 * is expired the day after, and is flagged for the 30 days before.
 */
export function insuranceStanding(expiresOn: string | null, today: string, warningDays = EXPIRY_WARNING_DAYS): InsuranceStanding {
  if (!expiresOn) return { kind: 'none' };
  const days = daysBetween(today, expiresOn);
  if (days < 0) return { kind: 'expired', expiresOn };
  if (days <= warningDays) return { kind: 'expiresSoon', expiresOn, days };
  return { kind: 'valid', expiresOn };
}

/** "Expired Mon, Mar 1, 2027", "Expires in 12 days (…)", "Expires today (…)", "Valid until …", "None on file". */
export function insuranceWords(standing: InsuranceStanding, locale: string): string {
  switch (standing.kind) {
    case 'none':
      return 'None on file';
    case 'expired':
      return `Expired ${longDay(standing.expiresOn, locale)}`;
    case 'expiresSoon':
      return standing.days === 0
        ? `Expires today (${longDay(standing.expiresOn, locale)})`
        : `Expires in ${standing.days} day${standing.days === 1 ? '' : 's'} (${longDay(standing.expiresOn, locale)})`;
    case 'valid':
      return `Valid until ${longDay(standing.expiresOn, locale)}`;
  }
}
