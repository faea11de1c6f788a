import { cardSettings, FIRST_SCREEN_CARDS, type ItemCardData } from '@/lib/catalog/item-card';
import { tenant } from '@/lib/tenant';
import { ItemCard } from './ItemCard';

/** `headingLevel`: the level under the section's own heading, so the outline never skips one. */
export function ItemGrid({ items, now, headingLevel }: { items: ItemCardData[]; now: Date; headingLevel: 'h2' | 'h3' }) {
  const settings = cardSettings(tenant);
  return (
    <ul className="card-grid">
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard item={item} now={now} settings={settings} headingLevel={headingLevel} eager={index < FIRST_SCREEN_CARDS} />
        </li>
      ))}
    </ul>
  );
}
