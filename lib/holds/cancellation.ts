const HOUR_MS = 3_600_000;

export type CancellationRule = { freeCancellationHours: number; cancellationFeePercent: number };

/**
 * The house's fee for cancelling a confirmed order (issue 12 §3; tenant `holds`): nothing up to
 * `freeCancellationHours` before pick-up, then `cancellationFeePercent` of a week's rental of each
 * cancelled line. Pure: the words go in the confirm dialog and on the cancelled line.
 */
export function cancellationFee(pickUpAt: number, now: number, rule: CancellationRule): number {
  return now <= pickUpAt - rule.freeCancellationHours * HOUR_MS ? 0 : rule.cancellationFeePercent;
}

export function cancellationWords(feePercent: number): string {
  return feePercent === 0 ? 'Cancelled at no charge' : `Cancelled with a fee of ${feePercent}% of a week’s rental`;
}
