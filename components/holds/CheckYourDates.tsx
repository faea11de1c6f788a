import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { checkDates, dateCheckWords } from '@/lib/holds/check-dates';
import { houseToday } from '@/lib/holds/house-time';
import type { SearchParams } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { daysBetween, isCalendarDay } from '@/lib/text/calendar-day';

/** What the asked days say, or why they cannot be answered; nothing before anyone asks. */
async function answer(item: { id: string; quantity: number }, { from, to }: SearchParams): Promise<{ text: string; ok: boolean } | null> {
  if (from === undefined && to === undefined) return null;
  if (!isCalendarDay(from) || !isCalendarDay(to)) return { text: 'Choose a pick-up day and a return day.', ok: false };
  if (to < from) return { text: 'The return day must be on or after the pick-up day.', ok: false };
  if (from < houseToday(tenant.vendor.timezone)) return { text: 'Choose a pick-up day from today on.', ok: false };
  if (daysBetween(from, to) > tenant.holds.maxLeadDays) return { text: 'That is longer than we can check at once.', ok: false };
  return { text: dateCheckWords(await checkDates(await getDb(), item, from, to), tenant.locale), ok: true };
}

/**
 * "Check your dates" (issue 12 §1): a plain GET form on the item page, answered on the server, so
 * it works without JavaScript and a link to the answer can be shared.
 */
export async function CheckYourDates({ item, query }: { item: { id: string; quantity: number }; query: SearchParams }) {
  const said = await answer(item, query);
  const value = (name: 'from' | 'to') => (typeof query[name] === 'string' ? (query[name] as string) : '');
  return (
    <section aria-labelledby="check-dates">
      <h2 id="check-dates">Check your dates</h2>
      <form method="get" action={itemHref(item.id)} className="button-row">
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
