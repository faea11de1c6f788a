import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { checkDates, dateCheckWords } from '@/lib/availability/check-dates';
import { houseToday } from '@/lib/house/clock';
import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import type { SearchParams } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { daysBetween, isCalendarDay } from '@/lib/text/calendar-day';

type Asked = { from: unknown; to: unknown };

/** What the asked days say, or why they cannot be answered; nothing before anyone asks. */
async function answer(item: { id: string; quantity: number }, { from, to }: Asked): Promise<{ text: string; ok: boolean } | null> {
  if (from === undefined && to === undefined) return null;
  if (!isCalendarDay(from) || !isCalendarDay(to)) return { text: 'Choose a pick-up day and a return day.', ok: false };
  if (to < from) return { text: 'The return day must be on or after the pick-up day.', ok: false };
  if (from < houseToday(tenant.vendor.timezone)) return { text: 'Choose a pick-up day from today on.', ok: false };
  if (daysBetween(from, to) > tenant.holds.maxLeadDays) return { text: 'That is longer than we can check at once.', ok: false };
  return { text: dateCheckWords(await checkDates(await getDb(), item, from, to), tenant.locale), ok: true };
}

/**
 * "Check your dates" (issue 12 §1): a plain GET form on the item page, answered on the server, so
 * it works without JavaScript and a link to the answer can be shared. The days the address asks
 * about win; without them, the person's own rental period is answered at once (issue 28 §4,
 * decision 111), and days checked here become that period.
 */
export async function CheckYourDates({
  item,
  query,
  remembered,
}: {
  item: { id: string; quantity: number };
  query: SearchParams;
  remembered: RentalPeriod | null;
}) {
  const inAddress = query.from !== undefined || query.to !== undefined;
  const asked: Asked = inAddress ? { from: query.from, to: query.to } : { from: remembered?.from, to: remembered?.to };
  const said = await answer(item, asked);
  const value = (name: 'from' | 'to') => (typeof asked[name] === 'string' ? (asked[name] as string) : '');
  return (
    <section aria-labelledby="check-dates">
      <h2 id="check-dates">Check your dates</h2>
      <form method="get" action={itemHref(item.id)} className="button-row button-row-inline">
        <span className="field">
          <label htmlFor="check-from">Pick-up day</label>
          <input id="check-from" name="from" type="date" defaultValue={value('from')} required />
        </span>
        <span className="field">
          <label htmlFor="check-to">Return day</label>
          <input id="check-to" name="to" type="date" defaultValue={value('to')} required />
        </span>
        <button type="submit" className="button button-secondary">
          Check
        </button>
      </form>
      <p role="status" className={said ? (said.ok ? 'notice' : 'notice notice-error') : undefined}>
        {said?.text}
      </p>
    </section>
  );
}
