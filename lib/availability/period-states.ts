import 'server-only';
import type { Db } from '@/lib/db';
import type { PurchaseType } from '@/lib/db/schema';
import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import { NEXT_FREE_HORIZON_DAYS } from './check-dates';
import { periodLoadsOf } from './period-loads';
import { NOTHING_AWAY, periodState, type PeriodState } from './period-state';

type Prop = { id: string; quantity: number; purchaseType: PurchaseType };

/**
 * The state of each rental prop of a page for the person's period (issue 28 §4), and when a taken one
 * is next free (issue 39 §2), in one query answering a row for each prop taken on some day of the
 * period: only the props the page shows, never the whole catalogue. Free surplus is claimed, not
 * rented for days, and has none.
 */
export async function periodStates(db: Db, props: Prop[], period: RentalPeriod, locale: string): Promise<Map<string, PeriodState>> {
  const rentals = props.filter((prop) => prop.purchaseType !== 'Free');
  const loads = await periodLoadsOf(db, rentals, period, NEXT_FREE_HORIZON_DAYS);
  return new Map(rentals.map((prop) => [prop.id, periodState(prop.quantity, loads.get(prop.id) ?? NOTHING_AWAY, locale)]));
}
