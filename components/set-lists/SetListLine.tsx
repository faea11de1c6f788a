'use client';

import type { ReactNode } from 'react';
import type { ImageProps } from '@/lib/media/photo-image';
import { LineFields } from './LineFields';
import { COMPARE_FORM } from '@/lib/set-lists/set-list-state';
import styles from './set-lists.module.css';

/** What a line's row shows, in words the server chose: a client component's props travel whole. */
export type SetListLineRow = {
  id: string;
  title: string;
  /** The prop's page, or null when it has left the catalogue. */
  href: string | null;
  sku: string | null;
  /** Period and size (issue 39 §4), "Mid-Century · 24 W × 26 D × 34 H in"; null for a prop that left the catalogue. */
  facts: string | null;
  /** The prop to tick for the compare view (issue 39 §4); null when it has left the catalogue. */
  itemId: string | null;
  quantity: number;
  note: string;
  image: ImageProps | null;
  total: string | null;
  available: string | null;
  pill: { word: string; className: string } | null;
  warning: string | null;
  review: { words: string; approved: boolean } | null;
};

/**
 * One line of a set list, a row: thumbnail, title, quantity stepper, "Remove", the note on demand
 * (issue 24 §9), in the list's one form. A client component given plain data: rendered on the
 * server, each of 200 rows would also be sent as its element tree, three times the bytes of its data
 * (bench/set-lists-section.ts). The title is a plain link: 200 client-side <Link>s cost a long
 * list's page a fifth of its render.
 */
export function SetListLine({ row, alternates = null }: { row: SetListLineRow; alternates?: ReactNode }) {
  return (
    <li className={styles.lineRow} aria-labelledby={`line-${row.id}`}>
      {row.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
        <img {...row.image} alt="" loading="lazy" />
      ) : (
        <span aria-hidden="true" />
      )}
      <div className={styles.lineText}>
        <h3 id={`line-${row.id}`} tabIndex={-1}>
          {row.href ? <a href={row.href}>{row.title}</a> : row.title}
        </h3>
        {row.facts && <p className={styles.muted}>{row.facts}</p>}
        {row.sku && <p className={styles.muted}>SKU {row.sku}</p>}
        {row.total && <p className={styles.muted}>{row.total} for the rental</p>}
        {(row.pill || row.available) && (
          <p className={styles.muted}>
            {row.pill && <span className={row.pill.className}>{row.pill.word}</span>}
            {row.available}
          </p>
        )}
        {row.warning && <p className={styles.warning}>{row.warning}</p>}
        {alternates}
        {row.review && <p className={`${styles.review} ${row.review.approved ? styles.approved : styles.rejected}`}>{row.review.words}</p>}
      </div>
      <LineFields lineId={row.id} title={row.title} quantity={row.quantity} note={row.note} />
      {/* Issue 39 §4: ticked for the compare view, a field of the page's GET form (COMPARE_FORM), not of the list's one form.
          Named "Compare" only, as the quantity is: the row, named by its prop, says which (issue 24 §9). */}
      {row.itemId && (
        <label className={`field-check ${styles.compareTick}`}>
          <input type="checkbox" name="items" value={row.itemId} form={COMPARE_FORM} />
          <span>Compare</span>
        </label>
      )}
    </li>
  );
}
