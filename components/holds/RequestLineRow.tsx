import type { ReactNode } from 'react';
import Link from 'next/link';
import { ConditionPhotos } from '@/components/holds/ConditionPhotos';
import { ReturnCondition } from '@/components/holds/ReturnCondition';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';
import type { HoldLineView } from '@/lib/holds/read-holds';
import { SHORTCUT_ROW } from './shortcut-row';
import { bulkFormId } from './bulk-form-id';
import styles from './holds.module.css';

type Props = {
  requestId: string;
  line: HoldLineView;
  /** Its place among the request's lines: the bulk form's field is `line:<index>`. */
  index: number;
  /** Whether it can be ticked for "Accept all that fit" / "Decline selected". */
  selectable: boolean;
  status: string;
  /** Why Accept is not offered, when the line does not fit. */
  whyNot: string;
  free: number;
  calendarHref: string;
  /** The other holds on the prop for these days, in rank, in words. */
  ranked: string[];
  /** Of a returned line's damaged units, those still in repair (decision 144). */
  inRepair?: number;
  /** The moves it can make now (StaffLineActions). */
  children: ReactNode;
};

/**
 * One line of a request as one compact row (issue 25 §2, decision 124): tick box, thumbnail, title,
 * quantity and SKU, its state, units free for the request's days, the other holds on it folded into a
 * disclosure, and its moves. A returned line shows what staff noted, and the photos of its condition
 * (issue 26 §4), each linked to its largest width. Focusable (tabIndex -1) for the j/k keys, and named by its heading.
 */
export function RequestLineRow({ requestId, line, index, selectable, status, whyNot, free, calendarHref, ranked, inRepair = 0, children }: Props) {
  const headingId = `staff-line-${line.id}`;
  return (
    <li className={styles.lineRow} aria-labelledby={headingId} tabIndex={-1} {...{ [SHORTCUT_ROW]: '' }}>
      <span className={styles.lineTick}>
        {selectable && <input type="checkbox" form={bulkFormId(requestId)} name={`line:${index}`} value={line.id} aria-label={`Select ${line.title}`} />}
      </span>
      {line.photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
        <img {...photoImageProps(line.photo, PHOTO_SIZES.row)} alt={line.photo.alt || line.title} loading="lazy" className={styles.thumb} />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.lineBody}>
        <h3 id={headingId} className={styles.lineTitle}>
          {line.title} × {line.quantity} <span className={styles.muted}>({line.sku})</span>
        </h3>
        <div className={styles.lineFacts}>
          <span className={styles.status}>{status}</span>
          {/* Issue 38 §3: ticked on the pull sheet, staged for the pick-up; still confirmed. */}
          {line.state === 'confirmed' && line.pulledAt && <span className={styles.status}>Pulled{line.pulledBy ? ` by ${line.pulledBy}` : ''}</span>}
          {whyNot && <span className={styles.status}>{whyNot}</span>}
          {line.location && <span>Location {line.location}</span>}
          <span>
            {free} of {line.stock} free
          </span>
          <Link href={calendarHref}>
            Calendar<span className="visually-hidden"> of {line.title}</span>
          </Link>
          {ranked.length > 0 && (
            <details className={styles.rankDetails}>
              <summary>
                {ranked.length} other {ranked.length === 1 ? 'hold' : 'holds'} on these days
                <span className="visually-hidden"> for {line.title}</span>
              </summary>
              <ol className={styles.ranked} aria-label={`Also asked for these days, in rank: ${line.title}`}>
                {ranked.map((words, place) => (
                  <li key={place}>{words}</li>
                ))}
              </ol>
            </details>
          )}
        </div>
        <ReturnCondition
          conditionNote={line.conditionNote}
          missingUnits={line.missingUnits}
          damagedUnits={line.damagedUnits}
          repairCents={line.repairCents}
          inRepair={inRepair}
          quantity={line.quantity}
          className={styles.muted}
        />
        <ConditionPhotos title={line.title} photos={line.conditionPhotos ?? []} />
      </div>
      <div className={styles.lineMoves}>{children}</div>
    </li>
  );
}
