/**
 * Whether a requested line fits its days now (issue 25 §2): the units free on its busiest day against
 * its quantity. Staff are offered "Accept" only when it fits; otherwise "Second hold", with why.
 * The database still decides at the move (`moveLine` under the prop's row lock): this only chooses
 * what to offer.
 */
export function lineFit({ quantity, stock, away }: { quantity: number; stock: number; away: number }): { fits: boolean; free: number; why: string } {
  const free = Math.max(0, stock - away);
  if (free >= quantity) return { fits: true, free, why: '' };
  return { fits: false, free, why: `Does not fit: ${free} of ${stock} free for these days, ${quantity} asked.` };
}
