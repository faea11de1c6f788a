import Link from 'next/link';
import { AlternateOffers, offersOf } from '@/components/alternates/AlternateOffers';
import type { AskedDays } from '@/lib/catalog/alternate-offer';
import type { AlternateOffer } from '@/lib/catalog/alternates-that-cover';
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
      <AlternateOffers labelledBy={label} showSku={showSku} offers={offersOf(offers, days, locale)} />
      {setListId && (
        <p>
          <Link href={`${setListHref(setListId)}#lines`}>Swap on your set list</Link>, then send it again.
        </p>
      )}
    </div>
  );
}
