import { houseShortDayWords } from '@/lib/house/time-words';

/**
 * A sent list says so (issue 24 §7): "Sent as a Hold request on Nov 24", the day in the house's
 * time zone, the request named by the tenant's word. The page adds ": see Your Holds" as a link.
 */
export function sentAsRequestWords(sentAt: number, { locale, timeZone, requestType }: { locale: string; timeZone: string; requestType: string }): string {
  const day = houseShortDayWords(sentAt, { locale, timeZone });
  return `Sent as a ${requestType} request on ${day}`;
}
