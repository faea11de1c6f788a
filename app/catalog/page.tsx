import type { Metadata } from 'next';
import Link from 'next/link';
import { ItemGrid } from '@/components/item-card/ItemGrid';
import { LISTING_PAGE_SIZE, listingHeading, listingHref, parseListingParams } from '@/lib/catalog/listing-params';
import { listItems } from '@/lib/catalog/queries';
import { getDb } from '@/lib/db';
import type { PageProps } from '@/lib/site/page-props';
import styles from './catalog.module.css';

export async function generateMetadata({ searchParams }: PageProps): Promise<Metadata> {
  const params = parseListingParams(await searchParams);
  return {
    title: listingHeading(params),
    description: 'Browse props for rent by the week and free creative surplus.',
    alternates: { canonical: listingHref({ ...params, page: 1 }) },
  };
}

export default async function CatalogPage({ searchParams }: PageProps) {
  const params = parseListingParams(await searchParams);
  const { items, total } = await listItems(await getDb(), params);
  const lastPage = Math.max(1, Math.ceil(total / LISTING_PAGE_SIZE));
  const now = new Date();

  return (
    <div className="page">
      <h1>{listingHeading(params)}</h1>
      <p className={styles.count} role="status">
        {total === 1 ? '1 prop' : `${total.toLocaleString('en')} props`}
      </p>
      {items.length > 0 ? (
        <ItemGrid items={items} now={now} headingLevel="h2" />
      ) : total > 0 ? (
        <p>
          There {lastPage === 1 ? 'is only one page' : `are only ${lastPage} pages`} of these props.{' '}
          <Link href={listingHref({ ...params, page: lastPage })}>Go to the last page</Link>.
        </p>
      ) : (
        <p>
          No props match. <Link href="/catalog">See the whole catalogue</Link>.
        </p>
      )}
      {lastPage > 1 && (
        <nav aria-label="Pages" className={styles.pager}>
          {params.page > 1 && (
            <Link href={listingHref({ ...params, page: params.page - 1 })} rel="prev">
              Previous page
            </Link>
          )}
          <span>
            Page {Math.min(params.page, lastPage)} of {lastPage}
          </span>
          {params.page < lastPage && (
            <Link href={listingHref({ ...params, page: params.page + 1 })} rel="next">
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
