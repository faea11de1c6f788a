import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import styles from '@/components/set-lists/compare.module.css';
import { askedRange, unitsAwayForItems } from '@/lib/availability/availability';
import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { PHOTO_SIZES, photoImageProps } from '@/lib/media/photo-image';
import { compareChoice } from '@/lib/set-list-compare/compare-choice';
import { compareColumns } from '@/lib/set-list-compare/compare-columns';
import { readComparedProps } from '@/lib/set-list-compare/read-compared-props';
import { datesLine } from '@/lib/set-lists/set-list-dates';
import { compareHref, setListHref } from '@/lib/set-lists/set-list-state';
import type { SearchParams } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { loadOwnSetList } from '../own-set-list';

type ComparePageProps = { params: Promise<{ id: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: ComparePageProps): Promise<Metadata> {
  const { list } = await loadOwnSetList((await params).id);
  return { title: `Compare props of ${list.name}`, robots: { index: false } };
}

/**
 * Props of a list side by side (issue 39 §4): photo, size, period, colour and availability for the
 * list's one rental period, a table with a row header for each, so a screen reader names the row
 * and the prop of every cell. Its address names the props (`?items=a,b`), so it can be kept or sent
 * to anyone who can see the list; another person's list is not found, as its page is.
 */
export default async function CompareSetListPage({ params, searchParams }: ComparePageProps) {
  const { list } = await loadOwnSetList((await params).id);
  const { items } = await searchParams;
  const choice = compareChoice(
    items,
    list.lines.flatMap((line) => (line.itemId ? [line.itemId] : [])),
  );
  // The list's form sends `items=a&items=b`; the address kept is the shorter one a link would write.
  if (Array.isArray(items) && choice.itemIds.length > 0) redirect(compareHref(list.id, choice.itemIds));
  const db = await getDb();
  const props = await readComparedProps(db, list, choice.itemIds);
  const away =
    list.pickUpOn && list.returnOn && tenant.showAvailability && props.length > 0
      ? await unitsAwayForItems(
          db,
          props.map((prop) => prop.itemId),
          askedRange(list.pickUpOn, list.returnOn),
        )
      : null;
  const columns = compareColumns(props, { locale: tenant.locale, showAvailability: tenant.showAvailability, away });
  const back = setListHref(list.id);
  return (
    <div className="page">
      <nav aria-label="Breadcrumb">
        <Link href="/set-lists">Your set lists</Link> › <Link href={back}>{list.name}</Link>
      </nav>
      <h1>Compare props</h1>
      <p className="lead">
        From “{list.name}” · {datesLine(list, tenant.locale)}
      </p>
      {choice.notOnList > 0 && (
        <p className="notice">
          {choice.notOnList === 1 ? 'One prop in this address is' : `${choice.notOnList} props in this address are`} no longer on the list, so not shown.
        </p>
      )}
      {choice.cut && <p className="notice">The first {choice.itemIds.length} props chosen are shown; compare the others apart.</p>}
      {columns.length === 0 ? (
        <p>
          Tick the props to compare on <Link href={back}>the list</Link>, then press “Compare”.
        </p>
      ) : (
        // Wider than a phone with more than one prop: the table scrolls sideways within its own region, the row headers stay in view.
        <div className={styles.scroller} role="region" aria-labelledby="compare-caption" tabIndex={0}>
          <table className={styles.compare}>
            <caption id="compare-caption">{columns.length === 1 ? '1 prop' : `${columns.length} props`} side by side</caption>
            <thead>
              <tr>
                <td />
                {columns.map((column) => (
                  <th key={column.itemId} scope="col">
                    <Link href={itemHref(column.itemId)}>{column.title}</Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Photo</th>
                {columns.map((column) => (
                  <td key={column.itemId}>
                    {column.photo ? (
                      // eslint-disable-next-line @next/next/no-img-element -- photos are resized at upload (lib/inventory/photos) or are SVG
                      <img {...photoImageProps(column.photo, PHOTO_SIZES.thumbnail)} alt={column.photo.alt} loading="lazy" />
                    ) : (
                      'No photo'
                    )}
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">Size</th>
                {columns.map((column) => (
                  <td key={column.itemId}>{column.size}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Period</th>
                {columns.map((column) => (
                  <td key={column.itemId}>{column.period}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">Colour</th>
                {columns.map((column) => (
                  <td key={column.itemId}>{column.colour}</td>
                ))}
              </tr>
              {tenant.showAvailability && (
                <tr>
                  <th scope="row">Availability</th>
                  {columns.map((column) => (
                    <td key={column.itemId} className={column.short ? styles.short : undefined}>
                      {column.availability}
                    </td>
                  ))}
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      <p>
        <Link href={back} className="button button-secondary">
          Back to the list
        </Link>
      </p>
    </div>
  );
}
