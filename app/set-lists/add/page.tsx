import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SetListChooser } from '@/components/set-lists/SetListChooser';
import { itemHref } from '@/lib/catalog/item-card';
import { getItem } from '@/lib/catalog/queries';
import { getDb } from '@/lib/db';
import { customerOf } from '@/lib/house/customer-key';
import { getViewer } from '@/lib/identity/viewer';
import { listSetListChoices } from '@/lib/set-lists/read-set-lists';
import type { PageProps } from '@/lib/site/page-props';

export const metadata: Metadata = { title: 'Add to a set list', robots: { index: false } };

/** The chooser as a page of its own: where "Add to set list" leads before (or without) the page's script. */
export default async function AddToSetListPage({ searchParams }: PageProps) {
  const { itemId } = await searchParams;
  if (typeof itemId !== 'string') notFound();
  const db = await getDb();
  const item = await getItem(db, itemId);
  if (!item) notFound();
  const viewer = await getViewer();
  const choices = viewer.user ? await listSetListChoices(db, customerOf(viewer)) : [];
  return (
    <div className="page">
      <h1>Add “{item.title}” to a set list</h1>
      <p>
        <Link href={itemHref(item.id)}>Back to {item.title}</Link>
      </p>
      <SetListChooser itemId={item.id} choices={choices} />
    </div>
  );
}
