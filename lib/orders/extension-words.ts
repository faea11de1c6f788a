import { longDay } from '@/lib/text/calendar-day';

type Ask = { state: 'asked' | 'accepted' | 'declined'; toReturnOn: string; reason: string };

const withReason = (words: string, reason: string) => (reason ? `${words}: ${reason}` : `${words}.`);

/** Where the newest ask to keep an order longer stands (issue 26 §5), in the customer's words on Your Holds. */
export function extensionWordsForCustomer(ask: Ask, locale: string): string {
  const until = longDay(ask.toReturnOn, locale);
  if (ask.state === 'asked') return `You asked to keep them until ${until}; we answer soon.`;
  if (ask.state === 'accepted') return `Extended: keep them until ${until}.`;
  return withReason(`Your ask to keep them until ${until} was declined`, ask.reason);
}

/** The same for staff on the request's page, once answered (a waiting ask is its form). */
export function extensionWordsForStaff(ask: Ask, locale: string): string {
  const until = longDay(ask.toReturnOn, locale);
  if (ask.state === 'accepted') return `Extension accepted: back by ${until}.`;
  if (ask.state === 'declined') return withReason(`Extension to ${until} declined`, ask.reason);
  return `Extension asked: keep until ${until}.`;
}
