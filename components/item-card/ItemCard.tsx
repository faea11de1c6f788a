import { IntentLink } from '@/components/IntentLink';
import { availabilityLabel, formatSize, formatWeeklyPrice, isNewArrival, itemHref, type CardSettings, type ItemCardData } from '@/lib/catalog/item-card';
import { FavouriteButton } from '@/components/favourites/FavouriteButton';
import { AddToSetListButton } from '@/components/set-lists/AddToSetListButton';
import styles from './item-card.module.css';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';

type ItemCardProps = { item: ItemCardData; now: Date; settings: CardSettings; headingLevel: 'h2' | 'h3' | 'h4'; eager?: boolean };

/** Rendered on the server for pages and in the browser for "load more": no server-only imports here. */
export function ItemCard({ item, now, settings, headingLevel: Heading, eager = false }: ItemCardProps) {
  const isNew = isNewArrival(item.createdAt, now, settings.newWeekCount);
  return (
    <article className={styles.card} aria-labelledby={`item-${item.id}`}>
      <div className={styles.media}>
        {item.photo && (
          // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
          <img {...photoImageProps(item.photo, PHOTO_SIZES.card)} alt={item.photo.alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        )}
        <div className={styles.badges}>
          {isNew && <span className="badge badge-new">New</span>}
          {item.purchaseType === 'Free' && <span className="badge badge-free">Free</span>}
        </div>
      </div>
      <div className={styles.body}>
        <Heading id={`item-${item.id}`} className={styles.title}>
          {/* The link covers the whole card (see .link::after), so the photo opens the item too. */}
          <IntentLink href={itemHref(item.id)} className={styles.link}>
            {item.title}
          </IntentLink>
        </Heading>
        {/* Issue 28 §2: the period and the size at a glance, "Mid-Century · 34 × 34 × 36 in". */}
        <p className={styles.facts}>
          {item.period && (
            <>
              {item.period}
              <span aria-hidden="true"> · </span>
            </>
          )}
          <span className="visually-hidden">Width, depth and height: </span>
          {formatSize(item.dimensions, settings.locale)}
        </p>
        <p className={styles.meta}>
          {settings.showSkuNotPrice ? (
            <span>
              <span className="visually-hidden">SKU </span>
              {item.sku}
            </span>
          ) : (
            <span>{formatWeeklyPrice(item.weeklyPrice, item.currency, settings.locale)}</span>
          )}
          {settings.showAvailability && !item.periodState && (
            <span className={item.quantity === 0 ? styles.unavailable : styles.available}>{availabilityLabel(item.quantity, item.purchaseType)}</span>
          )}
        </p>
        {/* Issue 28 §4: with a rental period chosen, the prop stays in the list and says what it is on those days. */}
        {settings.showAvailability && item.periodState && <p className={`${styles.periodState} ${styles[item.periodState.tone]}`}>{item.periodState.words}</p>}
        <AddToSetListButton itemId={item.id} title={item.title} className={styles.addToList} />
      </div>
      {/* After the title in reading order; shown over the photo's corner, above the card's link. */}
      <FavouriteButton itemId={item.id} className={styles.favourite} />
    </article>
  );
}
