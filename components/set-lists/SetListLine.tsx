import type { ReactNode } from 'react';
import { itemHref } from '@/lib/catalog/item-card';
import { StatePill } from '@/components/holds/StatePill';
import { lineStatePill, lineWarning, reviewLabel } from '@/lib/set-lists/line-status';
import type { SetListLine as Line } from '@/lib/set-lists/read-set-lists';
import { LineFields } from './LineFields';
import styles from './set-lists.module.css';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';

/**
 * One line of a set list, a row: thumbnail, title, quantity stepper, "Remove", the note on demand
 * (issue 24 §9). Rendered on the server; only its fields run in the browser, in the list's one form. The title is a
 * plain link: 200 client-side <Link>s cost a long list's page a fifth of its render (bench/set-lists-section.ts).
 */
export function SetListLine({
  line,
  showSku,
  total,
  available = null,
  free = null,
  alternates = null,
}: {
  line: Line;
  showSku: boolean;
  total: string | null;
  available?: string | null;
  /** Units free on every one of the list's days, when it has days. */
  free?: number | null;
  /** What could stand in when its prop cannot cover the line (issue 28 §5). */
  alternates?: ReactNode;
}) {
  const warning = lineWarning(line);
  const review = reviewLabel(line);
  const pill = lineStatePill(line, free);
  return (
    <li className={styles.lineRow} aria-labelledby={`line-${line.id}`}>
      {line.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
        <img {...photoImageProps(line.photo, PHOTO_SIZES.line)} alt="" loading="lazy" />
      ) : (
        <span aria-hidden="true" />
      )}
      <div className={styles.lineText}>
        <h3 id={`line-${line.id}`} tabIndex={-1}>
          {line.itemId ? <a href={itemHref(line.itemId)}>{line.title}</a> : line.title}
        </h3>
        {showSku && <p className={styles.muted}>SKU {line.sku}</p>}
        {total && <p className={styles.muted}>{total} for the rental</p>}
        {(pill || available) && (
          <p className={styles.muted}>
            {pill && <StatePill {...pill} />}
            {available}
          </p>
        )}
        {warning && <p className={styles.warning}>{warning}</p>}
        {alternates}
        {review && <p className={`${styles.review} ${line.review === 'approved' ? styles.approved : styles.rejected}`}>{review}</p>}
      </div>
      <LineFields lineId={line.id} title={line.title} quantity={line.quantity} note={line.note} />
    </li>
  );
}
