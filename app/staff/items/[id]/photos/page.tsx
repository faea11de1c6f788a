import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import styles from '@/components/inventory/photos.module.css';
import { PhotoEditor } from '@/components/inventory/PhotoEditor';
import { PhotoUpload } from '@/components/inventory/PhotoUpload';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import { readItemPhotos } from '@/lib/inventory/photos/item-photos';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { BackLink } from '@/components/forms/BackLink';

type Props = PageProps & { params: Promise<{ id: string }> };

const loadItem = cache(async (id: string) => {
  await requireStaff();
  const item = await readItemPhotos(await getDb(), tenant.vendor.id, id);
  if (!item) notFound();
  return item;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadItem((await params).id);
  return { title: `Photos of ${item.title}`, robots: { index: false } };
}

/**
 * An item's photos (issue 13 §3): in order, the first being the one cards show, each with its alt text,
 * "Move earlier", "Move later" and "Remove"; then the upload area. Every button works without JavaScript.
 */
export default async function ItemPhotosPage({ params, searchParams }: Props) {
  const item = await loadItem((await params).id);
  // A removed photo's row, and the message in it, are gone: the page says it instead.
  const removed = (await searchParams).removed === '1';
  const itemHref = `/staff/items/${encodeURIComponent(item.id)}`;
  return (
    <div className="page">
      <BackLink href={itemHref}>Back to {item.title}</BackLink>
      <h1>Photos</h1>
      <div role="status">{removed && <p className="notice">Photo removed.</p>}</div>
      <p className="lead">
        {item.title} · SKU {item.sku}
        {item.status !== 'active' && ` · ${item.status === 'hidden' ? 'hidden from the catalogue' : 'archived'}`}
      </p>
      {item.photos.length === 0 ? (
        <p>No photos yet: cards show no picture until one is added.</p>
      ) : (
        <ol className={styles.photos} aria-label={`Photos of ${item.title}, in order`}>
          {item.photos.map((photo, index) => (
            <PhotoEditor key={photo.url} itemId={item.id} photo={photo} index={index} count={item.photos.length} />
          ))}
        </ol>
      )}
      <h2>Add photos</h2>
      <PhotoUpload itemId={item.id} photoCount={item.photos.length} />
    </div>
  );
}
