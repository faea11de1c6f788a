import Link from 'next/link';
import type { StaffAlternate } from '@/lib/inventory/item-alternates';
import type { ItemKind } from '@/lib/inventory/item-kind';
import { staffItemHref } from '@/lib/inventory/staff-item-href';
import { AddAlternateForm } from './AddAlternateForm';
import { ItemKindForm } from './ItemKindForm';
import { RemoveAlternateButton } from './RemoveAlternateButton';
import styles from './items.module.css';

const NOT_SHOWN = { hidden: 'Hidden: crews do not see it', archived: 'Archived: crews do not see it' } as const;

/**
 * The staff's side of similar props (issue 28 §5, decision 112): the item's kind, and the
 * alternates linked by hand, each removable, with one more added by SKU. A hidden or archived
 * alternate stays linked but is never offered to crews; the list says so.
 */
export function ItemAlternates({ itemId, kind, alternates }: { itemId: string; kind: ItemKind | null; alternates: StaffAlternate[] }) {
  return (
    <>
      <ItemKindForm itemId={itemId} kind={kind?.kind ?? null} fromTitle={kind?.fromTitle ?? ''} />
      <h3 id="alternates-heading">Alternates</h3>
      <p>Offered first among its similar props, and first when it cannot cover a set list’s quantity or days.</p>
      {alternates.length === 0 ? (
        <p>No alternates yet.</p>
      ) : (
        <ul className={styles.alternates} aria-labelledby="alternates-heading">
          {alternates.map((alternate) => (
            <li key={alternate.id}>
              <span>
                <Link href={staffItemHref(alternate.id)}>{alternate.title}</Link> · SKU {alternate.sku}
                {alternate.status !== 'active' && <> · {NOT_SHOWN[alternate.status]}</>}
              </span>
              <RemoveAlternateButton itemId={itemId} alternateId={alternate.id} title={alternate.title} />
            </li>
          ))}
        </ul>
      )}
      <AddAlternateForm itemId={itemId} />
    </>
  );
}
