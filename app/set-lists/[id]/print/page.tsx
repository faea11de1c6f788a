import type { Metadata } from 'next';
import Link from 'next/link';
import { PrintButton } from '@/components/set-lists/PrintButton';
import { QuoteTable } from '@/components/set-lists/SetListQuote';
import { lineFacts, lineWarning } from '@/lib/set-lists/line-status';
import { datesLine } from '@/lib/set-lists/set-list-dates';
import { loadOwnSetList } from '../own-set-list';
import { setListHref } from '@/lib/set-lists/set-list-state';
import { tenant } from '@/lib/tenant';
import { HouseLetterhead } from '@/components/print/HouseLetterhead';
import styles from '@/components/print/print-sheet.module.css';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';

type PrintPageProps = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: PrintPageProps): Promise<Metadata> {
  const { list } = await loadOwnSetList((await params).id);
  return { title: `${list.name} (print)`, robots: { index: false } };
}

/**
 * A set list laid out for paper (issue 11 §6): the print stylesheet drops the site's header and
 * footer, so "Save as PDF" in any browser makes a clean document.
 */
export default async function PrintSetListPage({ params }: PrintPageProps) {
  const { list, quote, unitCount } = await loadOwnSetList((await params).id);
  return (
    <div className={styles.sheet}>
      <p className="button-row" data-no-print>
        <Link href={setListHref(list.id)} className="button button-secondary">
          Back to the list
        </Link>
        <PrintButton />
      </p>
      <header className={styles.head}>
        <div>
          <h1>{list.name}</h1>
          {list.production && <p>Production: {list.production}</p>}
          {list.scene && <p>Set or scene: {list.scene}</p>}
          <p>{datesLine(list, tenant.locale)}</p>
          {quote && <p>{quote.weeksLabel}</p>}
        </div>
        <HouseLetterhead />
      </header>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col" className={styles.photo}>
              Photo
            </th>
            <th scope="col">Prop</th>
            <th scope="col">SKU</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
            <th scope="col">Note</th>
            {quote && quote.rows.length > 0 && (
              <th scope="col" className={styles.number}>
                For the rental
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {list.lines.map((line) => (
            <tr key={line.id}>
              <td className={styles.photo}>
                {/* eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG */}
                {line.photo && <img {...photoImageProps(line.photo, PHOTO_SIZES.line)} alt="" />}
              </td>
              <td>
                {line.title}
                {/* Issue 39 §4: on paper too, whether it is of the period and whether it fits. */}
                {lineFacts(line, tenant.locale) && <div>{lineFacts(line, tenant.locale)}</div>}
                {lineWarning(line) && <div>{lineWarning(line)}</div>}
              </td>
              <td>{line.sku}</td>
              <td className={styles.number}>{line.quantity}</td>
              <td>{line.note}</td>
              {quote && quote.rows.length > 0 && <td className={styles.number}>{quote.lineTotals[line.id] ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {list.lines.length === 1 ? '1 prop' : `${list.lines.length} props`}, {unitCount === 1 ? '1 unit' : `${unitCount} units`}.
      </p>
      {quote && quote.rows.length > 0 && <QuoteTable rows={quote.rows} className={styles.totals} />}
      {list.notes && (
        <>
          <h2>Notes</h2>
          <p>{list.notes}</p>
        </>
      )}
    </div>
  );
}
