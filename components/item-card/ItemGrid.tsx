import type { ItemCardData } from '@/lib/catalog/item-card';
import { ItemCard } from './ItemCard';

export function ItemGrid({ items, now }: { items: ItemCardData[]; now: Date }) {
  return (
    <ul className="card-grid">
      {items.map((item) => (
        <li key={item.id}>
          <ItemCard item={item} now={now} />
        </li>
      ))}
    </ul>
  );
}
