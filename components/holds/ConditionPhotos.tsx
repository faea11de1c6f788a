import type { Photo } from '@/lib/db/schema';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';
import styles from './holds.module.css';

/**
 * Photos of a line's condition, each opening at full size (issue 26 §4): on the request's line, and
 * on the loss-and-damage invoice as its evidence (issue 38 §2). Each photo's words say when it was
 * taken, at check-out or at return.
 */
export function ConditionPhotos({ title, photos }: { title: string; photos: readonly Photo[] }) {
  if (photos.length === 0) return null;
  return (
    <ul className="button-row" aria-label={`Photos of the condition of ${title}`}>
      {photos.map((photo) => (
        <li key={photo.url}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element -- resized at upload, like item photos (lib/inventory/photos) */}
            <img {...photoImageProps(photo, PHOTO_SIZES.row)} alt={photo.alt} loading="lazy" className={styles.thumb} />
          </a>
        </li>
      ))}
    </ul>
  );
}
