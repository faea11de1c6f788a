import { AlternateOffers, offersOf } from '@/components/alternates/AlternateOffers';
import styles from '@/components/alternates/alternates.module.css';
import type { AskedDays } from '@/lib/catalog/alternate-offer';
import type { AlternateOffer } from '@/lib/catalog/alternates-that-cover';
import { SwapLineButton } from './SwapLineButton';

/**
 * Under a set-list line its prop cannot cover (issue 28 §5): the similar props that can, each with
 * its units for the list's days, and "Swap for …" when the list can still change.
 */
export function LineAlternates({
  line,
  offers,
  days,
  showSku,
  canSwap,
  locale,
}: {
  line: { id: string; title: string };
  offers: AlternateOffer[];
  days: AskedDays | null;
  showSku: boolean;
  canSwap: boolean;
  locale: string;
}) {
  const label = `alternates-${line.id}`;
  return (
    <div className={styles.alternates}>
      <p id={label}>{offers.length > 0 ? 'These could stand in:' : 'Nothing like it can cover this line either.'}</p>
      {offers.length > 0 && (
        <AlternateOffers
          labelledBy={label}
          showSku={showSku}
          offers={offersOf(offers, days, locale)}
          action={canSwap ? (offer) => <SwapLineButton lineId={line.id} itemId={offer.id} title={offer.title} lineTitle={line.title} /> : undefined}
        />
      )}
    </div>
  );
}
