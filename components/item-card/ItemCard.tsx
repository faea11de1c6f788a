import { availabilityLabel, formatWeeklyPrice, isNewArrival, type ItemCardData } from '@/lib/catalog/item-card';
import { tenant } from '@/lib/tenant';
import styles from './item-card.module.css';

type ItemCardProps = { item: ItemCardData; now: Date; headingLevel: 'h2' | 'h3'; eager?: boolean };

export function ItemCard({ item, now, headingLevel: Heading, eager = false }: ItemCardProps) {
  const isNew = isNewArrival(item.createdAt, now, tenant.newWeekCount);
  return (
    <article className={styles.card} aria-labelledby={`item-${item.id}`}>
      <div className={styles.media}>
        {item.photo && (
          // eslint-disable-next-line @next/next/no-img-element -- generated SVG photos need no optimisation
          <img src={item.photo.url} width={item.photo.width} height={item.photo.height} alt={item.photo.alt} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        )}
        <div className={styles.badges}>
          {isNew && <span className={styles.badgeNew}>New</span>}
          {item.purchaseType === 'Free' && <span className={styles.badgeFree}>Free</span>}
        </div>
      </div>
      <div className={styles.body}>
        <Heading id={`item-${item.id}`} className={styles.title}>
          {item.title}
        </Heading>
        <p className={styles.meta}>
          {tenant.showSkuNotPrice ? (
            <span>
              <span className="visually-hidden">SKU </span>
              {item.sku}
            </span>
          ) : (
            <span>{formatWeeklyPrice(item.weeklyPrice, item.currency, tenant.locale)}</span>
          )}
          {tenant.showAvailability && (
            <span className={item.quantity === 0 ? styles.unavailable : styles.available}>{availabilityLabel(item.quantity)}</span>
          )}
        </p>
      </div>
    </article>
  );
}
