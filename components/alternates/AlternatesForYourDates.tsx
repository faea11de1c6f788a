import { availableWords, type AskedDays } from '@/lib/catalog/alternate-offer';
import { alternatesThatCover } from '@/lib/catalog/alternates-that-cover';
import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { askedRange, unitsAwayForItems } from '@/lib/availability/availability';
import { houseToday } from '@/lib/house/clock';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import { tenant } from '@/lib/tenant';
import { daysBetween } from '@/lib/text/calendar-day';
import { AlternateOffers } from './AlternateOffers';
import styles from './alternates.module.css';

/** The days "Check your dates" answers for: ahead, and no longer than it checks at once. Others get no offers. */
function answerable(days: AskedDays | null): days is AskedDays {
  return days !== null && days.from >= houseToday(tenant.vendor.timezone) && daysBetween(days.from, days.to) <= tenant.holds.maxLeadDays;
}

/**
 * Beside "Check your dates" on an item page (issue 28 §5): when the prop has no unit free on every
 * day asked, the similar props that have, hand-linked alternates first, each with its units for
 * those days and a link to its page for the same days. Nothing when the prop can cover them.
 */
export async function AlternatesForYourDates({ item, days }: { item: { id: string; quantity: number }; days: AskedDays | null }) {
  if (!answerable(days)) return null;
  const db = await getDb();
  const away = (await unitsAwayForItems(db, [item.id], askedRange(days.from, days.to))).get(item.id) ?? 0;
  if (item.quantity - away >= 1) return null;
  const { offers, considered } = await alternatesThatCover(db, [{ itemId: item.id, units: 1 }], days, 4);
  // What they offer changes with their holds and edits: the stored page goes with any of them.
  await cachePageAs(...considered.map((id) => `item:${id}` as const));
  const dated = (id: string) => `${itemHref(id)}?${new URLSearchParams({ from: days.from, to: days.to })}`;
  const found = offers[0] ?? [];
  return (
    <section aria-labelledby="alternates-for-dates" className={styles.alternates}>
      <h2 id="alternates-for-dates">Available instead for your dates</h2>
      {found.length === 0 ? (
        <p>Nothing like it is available for all of those days either.</p>
      ) : (
        <AlternateOffers
          labelledBy="alternates-for-dates"
          showSku={tenant.showSkuNotPrice}
          offers={found.map(({ item: offered, available }) => ({
            id: offered.id,
            title: offered.title,
            sku: offered.sku,
            photo: offered.photo,
            href: dated(offered.id),
            words: availableWords(available, days, tenant.locale),
          }))}
        />
      )}
    </section>
  );
}
