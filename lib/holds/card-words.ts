/**
 * What "Confirm your order" says of the card authorisation (issue 24 §8): its amount and what the
 * amount covers, the props on hold for the request's days plus processing. A house that shows SKUs
 * instead of prices shows no money figure before its staff price the request, so the amount is left
 * for them to tell.
 */
export function cardCoverWords({
  amount,
  held,
  requestType,
  showSkuNotPrice,
  processingPercent,
}: {
  /** The amount written out ("$412.00"). */
  amount: string;
  /** Lines on hold, which the amount covers. */
  held: number;
  requestType: string;
  showSkuNotPrice: boolean;
  processingPercent: number;
}): string {
  const hold = requestType.toLowerCase();
  if (showSkuNotPrice) return `We confirm props on ${hold} once a card is authorised; we tell you the amount when we have priced your request.`;
  const props = held === 1 ? 'the prop' : `the ${held} props`;
  return `We confirm props on ${hold} once a card is authorised for ${amount}: the rental of ${props} on ${hold} for your days, plus ${processingPercent}% processing.`;
}
