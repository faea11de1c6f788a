import type { Metadata } from 'next';
import Link from 'next/link';
import { ItemGrid } from '@/components/item-card/ItemGrid';
import { getDb } from '@/lib/db';
import { listFavouriteItems } from '@/lib/favourites/list-favourites';
import { customerOf } from '@/lib/house/customer-key';
import { withReturnTo } from '@/lib/identity/status/after-auth';
import { getViewer } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';

export const metadata: Metadata = { title: 'Your favourites', robots: { index: false } };

/** The props this person keeps (issue 11 §1), newest first; a guest's too, and they move with a sign-up. */
export default async function FavouritesPage(_props: PageProps) {
  const viewer = await getViewer();
  const items = viewer.user ? await listFavouriteItems(await getDb(), customerOf(viewer)) : [];
  return (
    <div className="page">
      <h1>Your favourites</h1>
      {items.length === 0 ? (
        <p className="lead">
          Tap the heart on any prop to keep it here. <Link href="/catalog">Browse the catalogue</Link>
        </p>
      ) : (
        <>
          <p className="lead">{items.length === 1 ? 'One prop' : `${items.length} props`} kept. Tap a heart again to let a prop go.</p>
          <ItemGrid items={items} now={new Date()} headingLevel="h2" />
        </>
      )}
      {viewer.kind === 'guest' && items.length > 0 && (
        <p>
          You are browsing as a guest. <Link href={withReturnTo('/auth/signup', '/favourites')}>Sign up</Link> and your favourites come with you.
        </p>
      )}
    </div>
  );
}
