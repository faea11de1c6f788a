import { deleteItemAction } from '@/app/staff/items/actions';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AuditHistory } from '@/components/audit/AuditHistory';
import { ConfirmedButtonForm } from '@/components/forms/ConfirmedButtonForm';
import { ItemForm } from '@/components/inventory/ItemForm';
import { ItemStatusButtons } from '@/components/inventory/ItemStatusButtons';
import { ItemAlternates } from '@/components/inventory/ItemAlternates';
import styles from '@/components/inventory/items.module.css';
import { auditOf } from '@/lib/audit/record-audit';
import { customFieldValues } from '@/lib/catalog/facets';
import { itemHref } from '@/lib/catalog/item-card';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import { categoryChoices } from '@/lib/inventory/categories';
import { itemFieldsText } from '@/lib/inventory/item-fields';
import { movesFrom, STATUS_MOVES } from '@/lib/inventory/item-status';
import { staffItemHref } from '@/lib/inventory/staff-item-href';
import { readStaffItem } from '@/lib/inventory/staff-items';
import { readItemAlternates } from '@/lib/inventory/item-alternates';
import { readItemKind } from '@/lib/inventory/item-kind';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { BackLink } from '@/components/forms/BackLink';

type Props = PageProps & { params: Promise<{ id: string }> };

const loadItem = cache(async (id: string) => {
  await requireStaff();
  const item = await readStaffItem(await getDb(), tenant.vendor.id, id);
  if (!item) notFound();
  return item;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const item = await loadItem((await params).id);
  return { title: `Edit ${item.fields.title}`, robots: { index: false } };
}

const STATUS_SAYS = {
  active: 'Active: crews see it in the catalogue.',
  hidden: 'Hidden: out of the catalogue and its page until shown again.',
  archived: 'Archived: retired; its holds and history are kept.',
} as const;

/**
 * One item for staff (issue 13 §3): its fields in the item form, hide / show again / archive /
 * restore, delete (only an item with no holds or history), links to its photos and calendar, and
 * its history of changes (issue 13 §9).
 */
export default async function StaffItemPage({ params, searchParams }: Props) {
  const item = await loadItem((await params).id);
  const added = (await searchParams).added === '1';
  const db = await getDb();
  const [categories, history, alternates, kind] = await Promise.all([
    categoryChoices(db),
    auditOf(db, tenant.vendor.id, 'item', item.id),
    readItemAlternates(db, tenant.vendor.id, item.id),
    readItemKind(db, tenant.vendor.id, item.id),
  ]);
  const { title, sku, status } = item.fields;
  return (
    <div className="page">
      <BackLink href="/staff/items">Items</BackLink>
      <h1 id="item-form-heading">Edit item</h1>
      <div role="status">{added && <p className="notice">{title} added. Add its photos next.</p>}</div>
      <p className="lead">
        {title} · SKU {sku}
      </p>
      <ul className={styles.links}>
        <li>
          <Link href={`${staffItemHref(item.id)}/photos`}>Photos ({item.photoCount})</Link>
        </li>
        <li>
          <Link href={`/staff/calendar/${encodeURIComponent(item.id)}`}>This item’s calendar</Link>
        </li>
        {status === 'active' && (
          <li>
            <Link href={itemHref(item.id)}>The item’s public page</Link>
          </li>
        )}
      </ul>
      <section className={styles.panel} aria-labelledby="item-status-heading">
        <h2 id="item-status-heading">In the catalogue</h2>
        <p>{STATUS_SAYS[status]}</p>
        <ItemStatusButtons itemId={item.id} moves={movesFrom(status).map((move) => ({ move, label: STATUS_MOVES[move].label }))} />
      </section>
      <section className={styles.panel} aria-labelledby="item-fields-heading">
        <h2 id="item-fields-heading">Details</h2>
        <ItemForm
          itemId={item.id}
          initial={itemFieldsText(item.fields, item.categoryName)}
          categories={categories}
          colors={tenant.colorMap.map((color) => color.name)}
          periods={customFieldValues(tenant, 'period')}
        />
      </section>
      <section className={styles.panel} aria-labelledby="item-similar-heading">
        <h2 id="item-similar-heading">Similar props and alternates</h2>
        <ItemAlternates itemId={item.id} kind={kind} alternates={alternates} />
      </section>
      <section className={styles.panel} aria-labelledby="item-history-heading">
        <h2 id="item-history-heading">History</h2>
        <AuditHistory rows={history} locale={tenant.locale} timeZone={tenant.vendor.timezone} />
      </section>
      <section className={styles.panel} aria-labelledby="item-delete-heading">
        <h2 id="item-delete-heading">Delete</h2>
        <p>Only an item added by mistake can be deleted. One with holds, lists or history is archived instead.</p>
        <ConfirmedButtonForm
          action={deleteItemAction}
          fields={{ itemId: item.id }}
          label="Delete item"
          confirm={{
            title: `Delete “${title}”?`,
            text: 'Only an item added by mistake, with no holds, lists or history, can be deleted. It cannot be brought back.',
            confirmLabel: 'Delete',
          }}
        />
      </section>
    </div>
  );
}
