import type { Metadata } from 'next';
import { ItemForm } from '@/components/inventory/ItemForm';
import { customFieldValues } from '@/lib/catalog/facets';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import { categoryChoices } from '@/lib/inventory/categories';
import type { ItemFieldsText } from '@/lib/inventory/item-fields';
import { tenant } from '@/lib/tenant';
import { BackLink } from '@/components/forms/BackLink';

export const metadata: Metadata = { title: 'Add an item', robots: { index: false } };

/** What a new item's form starts with: a rental, one unit, active. */
const BLANK: ItemFieldsText = {
  sku: '',
  title: '',
  description: '',
  category: '',
  purchaseType: 'Weekly Rental',
  weeklyPrice: '',
  quantity: '1',
  status: 'active',
  width: '',
  depth: '',
  height: '',
  weight: '',
  tags: '',
  colors: '',
  rooms: '',
  materials: '',
  period: '',
  replacementValue: '',
  location: '',
};

/** Staff add an item to the catalogue (issue 13 §3); its photos are added on its page afterwards. */
export default async function NewItemPage() {
  await requireStaff();
  const categories = await categoryChoices(await getDb());
  return (
    <div className="page">
      <BackLink href="/staff/items">Items</BackLink>
      <h1 id="item-form-heading">Add an item</h1>
      <ItemForm initial={BLANK} categories={categories} colors={tenant.colorMap.map((color) => color.name)} periods={customFieldValues(tenant, 'period')} />
    </div>
  );
}
