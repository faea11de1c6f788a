import 'server-only';
import type { Db } from '@/lib/db';
import type { OpeningWeek } from '@/lib/tenant/opening-hours';
import { closedDayWords, isOpenOn, minutesOf } from './opening-hours';
import { dockLoad } from './dock-load';
import { timeChoices, type TimeChoice } from './time-choices';

/** What a form offers for a day's booked time: its times (a full hour's marked), or why there are none. */
export type BookableTimes = { day: string; choices: TimeChoice[]; closed: string | null };

/**
 * The times of a day a form offers (issue 38 §4): the day's half hours in opening hours, those of an
 * hour the dock has full marked (shown, not chosen), those already past today left out for the crew.
 * Leaving out `exceptRequestId`'s own times, so a request's page offers its own hour again.
 */
export async function bookableTimes(
  db: Db,
  vendorId: string,
  day: string,
  house: { openingHours: OpeningWeek; dockCapacity: number },
  { exceptRequestId, now }: { exceptRequestId?: string; now?: { today: string; clock: string } } = {},
): Promise<BookableTimes> {
  const load = await dockLoad(db, vendorId, day, exceptRequestId);
  const choices = timeChoices(day, house.openingHours, load, house.dockCapacity).filter(
    ({ time }) => !now || day !== now.today || minutesOf(time) > minutesOf(now.clock),
  );
  const closed = !isOpenOn(day, house.openingHours) ? `${closedDayWords(day)}.` : choices.length === 0 ? 'No times are left today.' : null;
  return { day, choices, closed };
}
