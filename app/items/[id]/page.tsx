import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache, Fragment } from 'react';
import { BackToResults } from '@/components/catalog/BackToResults';
import { categoryHref } from '@/lib/catalog/category-href';
import { FavouriteButton } from '@/components/favourites/FavouriteButton';
import { AddToSetListButton, OnYourSetLists } from '@/components/set-lists/AddToSetListButton';
import { ItemGrid } from '@/components/item-card/ItemGrid';
import { OpenMapButton } from '@/components/maps-layer/MapsLayerProvider';
import { vendorMapPlace } from '@/components/maps-layer/vendor-place';
import { VendorDistance } from '@/components/vendor-distance/VendorDistance';
import { availabilityLabel, formatWeeklyPrice, isNewArrival, itemHref, type ItemCardData } from '@/lib/catalog/item-card';
import { formatDimensions, formatWeight, jsonForScript } from '@/lib/catalog/item-details';
import { productStructuredData } from '@/lib/catalog/product-structured-data';
import { getItem } from '@/lib/catalog/queries';
import { listSimilarProps } from '@/lib/catalog/list-similar-props';
import { AlternatesForYourDates } from '@/components/alternates/AlternatesForYourDates';
import { getDb } from '@/lib/db';
import { houseToday } from '@/lib/house/clock';
import { cachePageAs } from '@/lib/page-cache/page-tags';
import { CheckYourDates } from '@/components/holds/CheckYourDates';
import { ClaimThisProp } from '@/components/holds/ClaimThisProp';
import { claimWindowsOfWeek } from '@/lib/holds/claim-windows';
import { weekInWords } from '@/lib/booked-times/opening-hours';
import { rememberedPeriod } from '@/lib/rental-period/period-cookie';
import { pagePeriod, periodInParams } from '@/lib/rental-period/rental-period';
import { addDays } from '@/lib/text/calendar-day';
import { addressLines } from '@/lib/site/contact-links';
import type { SearchParams } from '@/lib/site/page-props';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';
import styles from './item.module.css';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';

/** The counter's days and windows for collecting free props, from today. */
function collection() {
  const today = houseToday(tenant.vendor.timezone);
  const { claims } = tenant;
  return {
    windows: claimWindowsOfWeek(tenant),
    days: weekInWords(tenant.openingHours),
    today,
    lastDay: addDays(today, claims.maxLeadDays),
  };
}

type ItemPageProps = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

const loadItem = cache(async (id: string) => {
  const item = await getItem(await getDb(), id);
  if (!item) notFound();
  return item;
});

export async function generateMetadata({ params }: ItemPageProps): Promise<Metadata> {
  const item = await loadItem((await params).id);
  const description = item.description.length > 200 ? `${item.description.slice(0, 197)}…` : item.description;
  const photo = item.photos[0];
  return {
    title: `${item.title} (${item.sku})`,
    description,
    alternates: { canonical: itemHref(item.id) },
    openGraph: {
      type: 'website',
      title: item.title,
      description,
      url: itemHref(item.id),
      images: photo ? [{ url: photo.url, width: photo.width, height: photo.height, alt: photo.alt }] : undefined,
    },
  };
}

export default async function ItemPage({ params, searchParams }: ItemPageProps) {
  const item = await loadItem((await params).id);
  const similar = await listSimilarProps(await getDb(), item.id, 8);
  // Issue 28 §5: its similar props are of its kind from any category, of its head noun in its own, and
  // the alternates staff linked: a change to any of them, or a new prop of its kind, changes this page.
  await cachePageAs(
    `item:${item.id}`,
    `category:${item.categoryId}`,
    `kind:${item.kindKey.slice(0, 100)}`,
    ...similar.considered.map((id) => `item:${id}` as const),
  );
  const { vendor } = tenant;
  const now = new Date();
  const card: ItemCardData = {
    id: item.id,
    title: item.title,
    sku: item.sku,
    photo: item.photos[0],
    purchaseType: item.purchaseType,
    weeklyPrice: item.weeklyPrice,
    currency: item.currency,
    quantity: item.quantity,
    createdAt: item.createdAt,
    period: item.period,
    dimensions: item.dimensions,
  };
  const structuredData = productStructuredData({
    item,
    url: new URL(itemHref(item.id), siteUrl()).toString(),
    siteUrl: siteUrl(),
    vendorName: vendor.displayName,
    showPrice: !tenant.showSkuNotPrice,
  });
  const [mainPhoto, ...otherPhotos] = item.photos;
  const lists = (
    [
      ['Colors', item.colors],
      ['Rooms', item.rooms],
      ['Materials', item.materials],
      ['Tags', item.tags],
    ] as const
  ).filter(([, values]) => values.length > 0);

  return (
    <div className="page">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(structuredData) }} />
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link href={tenant.basepath}>Catalogue</Link>
          </li>
          <li>
            <Link href={categoryHref(item.categoryId)}>{item.categoryName}</Link>
          </li>
          <li aria-current="page">{item.title}</li>
        </ol>
        <BackToResults item={card} />
      </nav>

      <div className={styles.layout}>
        <section aria-label="Photos" className={styles.gallery}>
          {mainPhoto && (
            // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
            <img {...photoImageProps(mainPhoto, PHOTO_SIZES.itemPage)} alt={mainPhoto.alt} className={styles.mainPhoto} />
          )}
          {otherPhotos.length > 0 && (
            <ul className={styles.thumbnails}>
              {otherPhotos.map((photo) => (
                <li key={photo.url}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG */}
                  <img {...photoImageProps(photo, PHOTO_SIZES.thumbnail)} alt={photo.alt} loading="lazy" />
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className={styles.summary}>
          <h1>{item.title}</h1>
          <p className={styles.badges}>
            {isNewArrival(item.createdAt, now, tenant.newWeekCount) && <span className="badge badge-new">New</span>}
            <span className={`badge ${item.purchaseType === 'Free' ? 'badge-free' : 'badge-rental'}`}>
              {item.purchaseType === 'Free' ? 'Free' : 'Weekly rental'}
            </span>
          </p>
          {!tenant.showSkuNotPrice && <p className={styles.price}>{formatWeeklyPrice(item.weeklyPrice, item.currency, tenant.locale)}</p>}
          {tenant.showAvailability && (
            <p className={item.quantity === 0 ? styles.unavailable : styles.available}>{availabilityLabel(item.quantity, item.purchaseType)}</p>
          )}
          {/* Issue 28 §2: what a set decorator checks first, whether it is of the period and whether it fits. */}
          <dl className={styles.facts}>
            {item.period && (
              <div>
                <dt>Period</dt>
                <dd>{item.period}</dd>
              </div>
            )}
            <div>
              <dt>Dimensions</dt>
              <dd>{formatDimensions(item.dimensions, tenant.locale)}</dd>
            </div>
            <div>
              <dt>Weight</dt>
              <dd>{formatWeight(item.weightLb, tenant.weightUnits, tenant.locale)}</dd>
            </div>
          </dl>
          {/* Issue 28 §4: dates first, the person's own period answered at once (decision 111). */}
          {item.purchaseType === 'Weekly Rental' && tenant.showAvailability && (
            <CheckYourDates item={item} query={await searchParams} remembered={await rememberedPeriod()} />
          )}
          {item.purchaseType === 'Weekly Rental' && tenant.showAvailability && (
            <AlternatesForYourDates item={item} days={pagePeriod(periodInParams(await searchParams), await rememberedPeriod())} />
          )}
          <div role="group" aria-label="Keep this prop" className={styles.actions}>
            <FavouriteButton itemId={item.id} />
            <AddToSetListButton itemId={item.id} title={item.title} className="button button-secondary" />
          </div>
          <OnYourSetLists itemId={item.id} />
          <p>{item.description}</p>
          {item.purchaseType === 'Free' && item.quantity > 0 && <ClaimThisProp item={{ id: item.id, quantity: item.quantity }} collection={collection()} />}

          <h2 className={styles.subheading}>Details</h2>
          <dl className={styles.details}>
            <dt>SKU</dt>
            <dd>{item.sku}</dd>
            <dt>Category</dt>
            <dd>
              <Link href={categoryHref(item.categoryId)}>{item.categoryName}</Link>
            </dd>
            <dt>Purchase Type</dt>
            <dd>{item.purchaseType}</dd>
            {lists.map(([term, values]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{values.join(', ')}</dd>
              </Fragment>
            ))}
            <dt>Quantity</dt>
            <dd>{item.quantity}</dd>
          </dl>

          <section aria-labelledby="pick-up" className={styles.pickUp}>
            <h2 id="pick-up" className={styles.subheading}>
              Pick-up
            </h2>
            <p>
              {vendor.displayName}, {addressLines(vendor.address).join(', ')}. Hours: {vendor.hours}.
            </p>
            <p>
              <VendorDistance vendorName={vendor.displayName} vendorGeoloc={vendor._geoloc} locale={tenant.locale} />
            </p>
            <OpenMapButton className="button button-secondary" place={vendorMapPlace(tenant)}>
              Show on map
            </OpenMapButton>
          </section>
        </div>
      </div>

      {/* Issue 28 §5: the same kind of prop first, never a nightstand for a bar stool (decision 112). */}
      <section aria-labelledby="similar" className={styles.related}>
        <h2 id="similar">Similar props</h2>
        {similar.props.length > 0 ? (
          <ItemGrid items={similar.props} now={now} headingLevel="h3" />
        ) : (
          <p>
            Nothing else of this kind yet. See all of <Link href={categoryHref(item.categoryId)}>{item.categoryName}</Link>.
          </p>
        )}
      </section>
    </div>
  );
}
