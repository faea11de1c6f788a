import 'server-only';
import type { Db } from '@/lib/db';
import type { PurchaseType } from '@/lib/db/schema';
import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import { addDays } from '@/lib/text/calendar-day';
import { askedRange, dailyLoadsOf } from './availability';
import { NEXT_FREE_HORIZON_DAYS } from './check-dates';
import { periodState, type PeriodState } from './period-state';

type Prop = { id: string; quantity: number; purchaseType: PurchaseType };

/**
 * The state of each rental prop of a page for the person's period (issue 28 §4), in one query over
 * the period and the horizon after it: only the props the page shows, never the whole catalogue.
 * Free surplus is claimed, not rented for days, and has none.
 */
export async function periodStates(db: Db, props: Prop[], period: RentalPeriod, locale: string): Promise<Map<string, PeriodState>> {
  const rentals = props.filter((prop) => prop.purchaseType !== 'Free');
  const horizon = askedRange(period.from, addDays(period.to, NEXT_FREE_HORIZON_DAYS + 1));
  const loads = await dailyLoadsOf(
    db,
    rentals.map((prop) => prop.id),
    horizon,
  );
  return new Map(
    rentals.map((prop) => [
      prop.id,
      periodState({ quantity: prop.quantity, loads: loads.get(prop.id) ?? new Map(), period, horizonDays: NEXT_FREE_HORIZON_DAYS, locale }),
    ]),
  );
}
