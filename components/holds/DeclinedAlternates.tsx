import Link from 'next/link';
import { AlternateOffers } from '@/components/alternates/AlternateOffers';
import { availableWords, type AskedDays } from '@/lib/catalog/alternate-offer';
import type { AlternateOffer } from '@/lib/catalog/alternates-that-cover';
import { itemHref } from '@/lib/catalog/item-card';
import { setListHref } from '@/lib/set-lists/set-list-state';

/**
 * Under a declined line of "Your Holds" (issue 24 §6): the props that could stand in for its days,
 * each a link to its page, and the way to the set list it was sent from, where "Swap for …" puts
 * one on the line (decision 112) before the list is sent again.
 */
export function DeclinedAlternates({
  lineId,
  offers,
  days,
  setListId,
  showSku,
  locale,
}: {
  lineId: string;
  offers: AlternateOffer[];
  days: AskedDays;
  setListId: string | null;
  showSku: boolean;
  locale: string;
}) {
  const label = `declined-alternates-${lineId}`;
  return (
    <div>
      <p id={label}>These could stand in:</p>
      <AlternateOffers
        labelledBy={label}
        showSku={showSku}
        offers={offers.map(({ item, available }) => ({
          id: item.id,
          title: item.title,
          sku: item.sku,
          photo: item.photo,
          href: itemHref(item.id),
          words: availableWords(available, days, locale),
        }))}
      />
      {setListId && (
        <p>
          <Link href={`${setListHref(setListId)}#lines`}>Swap on your set list</Link>, then send it again.
        </p>
      )}
    </div>
  );
}
