import type { Metadata } from 'next';
import Link from 'next/link';
import { CategoryGrid } from '@/components/category-grid/CategoryGrid';
import { ItemGrid } from '@/components/item-card/ItemGrid';
import { newArrivalsSince } from '@/lib/catalog/item-card';
import { listCategoriesWithCounts, listNewArrivals } from '@/lib/catalog/queries';
import { WhenDoYouNeedThem } from '@/components/rental-period/WhenDoYouNeedThem';
import { houseToday } from '@/lib/house/clock';
import { rememberedPeriod } from '@/lib/rental-period/period-cookie';
import { getDb } from '@/lib/db';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import styles from './home.module.css';

export const metadata: Metadata = { alternates: { canonical: '/' } };

const NEW_ARRIVALS_SHOWN = 8;

export default async function HomePage(_props: PageProps) {
  await cachePageAs('catalog');
  const db = await getDb();
  const now = new Date();
  const [newArrivals, categoryList, remembered] = await Promise.all([
    listNewArrivals(db, newArrivalsSince(now, tenant.newWeekCount), NEW_ARRIVALS_SHOWN),
    listCategoriesWithCounts(db),
    rememberedPeriod(),
  ]);
  const { vendor } = tenant;

  return (
    <div className="page">
      {/* Not a landmark of its own: named by the page's heading, it would repeat the page's name (axe landmark-unique). */}
      <div className={styles.hero}>
        <h1 id="home-heading">{vendor.displayName}</h1>
        <p className="lead">
          Scenic and production props for film, television and stage, rented by the week from {vendor.address.city}, and used creative materials given away free
          to crews, schools and artists.
        </p>
        {/* Issue 39 §2: the dates first, in a phone's first screen. */}
        {tenant.showAvailability && (
          <WhenDoYouNeedThem catalogPath={tenant.basepath} today={houseToday(tenant.vendor.timezone, now.getTime())} remembered={remembered} />
        )}
        <div className={styles.entryPoints}>
          <Link href="/catalog?Purchase+Type=Weekly+Rental" className={styles.entry}>
            <span className={styles.entryTitle}>Rentals</span>
            <span>Furniture, lighting, signage, medical and more, by the week. Put them on {tenant.request.type} for your dates.</span>
          </Link>
          <Link href="/catalog?Purchase+Type=Free" className={`${styles.entry} ${styles.entryFree}`}>
            <span className={styles.entryTitle}>Free Props</span>
            <span>Surplus and used creative materials, free to collect by appointment.</span>
          </Link>
        </div>
      </div>

      <section className="section" aria-labelledby="new-arrivals">
        <div className="section-header">
          <h2 id="new-arrivals">New arrivals</h2>
          <Link href="/catalog">Browse the whole catalogue</Link>
        </div>
        {newArrivals.length > 0 ? (
          <ItemGrid items={newArrivals} now={now} headingLevel="h3" />
        ) : (
          <p>Nothing new in the last {tenant.newWeekCount} weeks. The whole catalogue is a click away.</p>
        )}
      </section>

      <section className="section" aria-labelledby="home-categories">
        <div className="section-header">
          <h2 id="home-categories">Categories</h2>
          <Link href="/categories">All categories</Link>
        </div>
        <CategoryGrid categories={categoryList} headingLevel="h3" />
      </section>
    </div>
  );
}
