import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AddBlockForm } from '@/components/calendar/AddBlockForm';
import { CalendarLegend } from '@/components/calendar/CalendarLegend';
import { CalendarRows } from '@/components/calendar/CalendarRows';
import { EndBlockForm } from '@/components/calendar/EndBlockForm';
import { MarkRepairedForm } from '@/components/holds/MarkRepairedForm';
import { MonthNav } from '@/components/calendar/MonthNav';
import { UnitsAwayGrid } from '@/components/calendar/UnitsAwayGrid';
import styles from '@/components/calendar/calendar.module.css';
import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { barWord } from '@/lib/holds/calendar-bars';
import { firstDayOf, monthName, monthOf, monthOfDay } from '@/lib/holds/calendar-month';
import { itemCalendarHref, readItemCalendar } from '@/lib/holds/holds-calendar';
import { houseToday } from '@/lib/house/clock';
import { requireStaff } from '@/lib/identity/viewer';
import type { SearchParams } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { shortDay } from '@/lib/text/calendar-day';

const TYPE = tenant.request.type;
export const metadata: Metadata = { title: `${TYPE}s calendar of a prop`, robots: { index: false } };

type ItemCalendarProps = { params: Promise<{ itemId: string }>; searchParams: Promise<SearchParams> };

/**
 * One prop's calendar (issue 13 §5): for a month, the units away each day out of its quantity, its
 * lines and blocks as bars, its blocks still running with "End block", and "Add a block".
 */
export default async function ItemCalendarPage({ params, searchParams }: ItemCalendarProps) {
  await requireStaff();
  const [{ itemId }, query] = await Promise.all([params, searchParams]);
  const today = houseToday(tenant.vendor.timezone);
  const month = monthOf(query.month, monthOfDay(today));
  const calendar = await readItemCalendar(await getDb(), tenant.vendor.id, itemId, month, today);
  if (!calendar) notFound();
  const name = monthName(month, tenant.locale);
  const day = (value: string) => shortDay(value, tenant.locale);
  const firstDay = firstDayOf(month) > today ? firstDayOf(month) : today;
  return (
    <div className="page">
      <p>
        <Link href={`/staff/calendar?month=${month}`}>← {TYPE}s calendar</Link>
      </p>
      <h1>{calendar.title}</h1>
      <p className="lead">
        {calendar.sku} · {calendar.quantity} {calendar.quantity === 1 ? 'unit' : 'units'}
        {calendar.status !== 'active' && ` · ${calendar.status}`} · <Link href={itemHref(calendar.id)}>The prop’s page</Link>
      </p>
      <MonthNav month={month} locale={tenant.locale} action={itemCalendarHref(calendar.id)} hrefOf={(shown) => itemCalendarHref(calendar.id, shown)} />
      <section aria-labelledby="units-away-heading" className="section">
        <h2 id="units-away-heading">Units away each day</h2>
        <UnitsAwayGrid month={month} away={calendar.away} quantity={calendar.quantity} today={today} locale={tenant.locale} />
      </section>
      <section aria-labelledby="bars-heading" className="section">
        <h2 id="bars-heading">{TYPE}s and blocks</h2>
        <CalendarLegend requestType={TYPE} />
        {calendar.spans.length === 0 ? (
          <p>Nothing is asked for, held, out or blocked in {name}.</p>
        ) : (
          <CalendarRows
            rows={[calendar]}
            month={month}
            today={today}
            words={{ locale: tenant.locale, requestType: TYPE }}
            label={`${calendar.title}, ${name}`}
            headingLevel={3}
          />
        )}
      </section>
      <section aria-labelledby="blocks-heading" className="section">
        <h2 id="blocks-heading">Blocks</h2>
        {calendar.openBlocks.length === 0 ? (
          <p>No block running or to come.</p>
        ) : (
          <ul className={styles.blocks}>
            {calendar.openBlocks.map((block) => {
              // A damaged unit's repair block runs until it is marked repaired (decision 144), not to a chosen day.
              const repair = block.reason === 'repair' && block.lineId ? block.lineId : null;
              const days = repair ? `since ${day(block.from)}` : `${day(block.from)} – ${day(block.to)}`;
              const describe = `${barWord(block.reason, TYPE)}, ${block.quantity} ${block.quantity === 1 ? 'unit' : 'units'}, ${days}`;
              return (
                <li key={block.id} id={`block-${block.id}`}>
                  <span>
                    <strong>{describe}</strong>
                    {block.note && ` · ${block.note}`}
                  </span>
                  {repair ? (
                    <MarkRepairedForm lineId={repair} title={calendar.title} units={block.quantity} />
                  ) : (
                    <EndBlockForm blockId={block.id} begun={block.from < today} describe={describe} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
        <p className="field-hint">
          Ending a block frees its units from today; one that has not begun is removed. Units back damaged stay in repair until marked repaired.
        </p>
      </section>
      <section aria-labelledby="add-block-heading" className="section">
        <h2 id="add-block-heading">Add a block</h2>
        <p>Take units off the shelf for repair, when lost, or for another reason. A block needs the units free on every one of its days.</p>
        <AddBlockForm itemId={calendar.id} quantity={calendar.quantity} firstDay={firstDay} />
      </section>
    </div>
  );
}
