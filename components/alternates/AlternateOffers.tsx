import type { ReactNode } from 'react';
import { availableWords, type AskedDays } from '@/lib/catalog/alternate-offer';
import type { AlternateOffer } from '@/lib/catalog/alternates-that-cover';
import { itemHref } from '@/lib/catalog/item-card';
import type { Photo } from '@/lib/db/schema';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';
import styles from './alternates.module.css';

/** One prop offered in place of another, as every page offers it. */
export type Offer = { id: string; title: string; sku: string; photo?: Photo; href: string; words: string };

/** Alternates found for a line, as offers linking to each prop's page with its units for the days. */
export function offersOf(alternates: AlternateOffer[], days: AskedDays | null, locale: string): Offer[] {
  return alternates.map(({ item, available }) => ({
    id: item.id,
    title: item.title,
    sku: item.sku,
    photo: item.photo,
    href: itemHref(item.id),
    words: availableWords(available, days, locale),
  }));
}

/**
 * Alternates that can stand in (issue 28 §5): each with its photo, its title linking to it, and its
 * units for the days ("4 available Dec 1 – Dec 8"); `action` adds a control of the page's own to
 * each (the set list's "Swap for …"). Labelled by the heading or text the caller names.
 */
export function AlternateOffers({
  offers,
  labelledBy,
  showSku,
  action,
}: {
  offers: Offer[];
  labelledBy: string;
  showSku: boolean;
  action?: (offer: Offer) => ReactNode;
}) {
  return (
    <ul className={styles.offers} aria-labelledby={labelledBy}>
      {offers.map((offer) => (
        <li key={offer.id} className={styles.offer}>
          {offer.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
            <img {...photoImageProps(offer.photo, PHOTO_SIZES.line)} alt="" loading="lazy" />
          ) : (
            <span aria-hidden="true" />
          )}
          <p>
            <a href={offer.href}>{offer.title}</a>
            {showSku && <span className={styles.muted}> · SKU {offer.sku}</span>}
            <br />
            <span className={styles.muted}>{offer.words}</span>
          </p>
          {action?.(offer)}
        </li>
      ))}
    </ul>
  );
}
