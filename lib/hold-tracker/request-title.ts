import { requestDates } from '@/lib/holds/request-dates';
import type { RequestKind } from '@/lib/availability/hold-lifecycle';

type TitledRequest = {
  kind: RequestKind;
  setListId: string | null;
  production: string;
  pickUpOn: string;
  returnOn: string | null;
  pickUpWindow: string | null;
  pickUpTime?: string | null;
  returnTime?: string | null;
};

export type RequestTitle = {
  /** The set list it was sent from, linked back to it by the list's own address; null when there is none. */
  list: { name: string; href: string } | null;
  /** What follows the list's name, or the whole title without one: production, then days. */
  rest: string;
};

/**
 * A request's title on Your Holds (issue 39 §3): the set list it came from ("Ep 104 – Kowalski living
 * room", a link back), then the production and the days. A request not from a list keeps the title
 * it had: the production (or "Hold request"; a claim is "Claim of free props") and its days.
 */
export function requestTitle(
  request: TitledRequest,
  listNames: ReadonlyMap<string, string>,
  { requestType, locale }: { requestType: string; locale: string },
): RequestTitle {
  const days = requestDates(request, locale);
  const name = request.setListId ? listNames.get(request.setListId) : undefined;
  if (name) return { list: { name, href: `/set-lists/${request.setListId}` }, rest: [request.production, days].filter(Boolean).join(' · ') };
  const title = request.kind === 'claim' ? 'Claim of free props' : request.production || `${requestType} request`;
  return { list: null, rest: `${title} · ${days}` };
}

/**
 * How soon the house answers, on a request still waiting for it (issue 39 §3): the tenant's
 * `request.answerWithin`, "a few hours on working days"; null once every line is answered.
 */
export function answerWithinWords(
  request: { kind: RequestKind; lines: readonly { state: string }[] },
  { answerWithin, requestType }: { answerWithin: string; requestType: string },
): string | null {
  if (!request.lines.some((line) => line.state === 'requested')) return null;
  const until = request.kind === 'claim' ? 'Nothing is kept for you until we confirm it' : `Nothing is on ${requestType.toLowerCase()} until we confirm it`;
  return `${until}: we usually answer within ${answerWithin}.`;
}
