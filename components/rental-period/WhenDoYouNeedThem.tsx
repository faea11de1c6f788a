import type { RentalPeriod } from '@/lib/rental-period/rental-period';
import styles from './when-do-you-need-them.module.css';

type WhenDoYouNeedThemProps = { catalogPath: string; today: string; remembered: RentalPeriod | null };

/**
 * "When do you need them?" on the home page's first screen (issue 39 §2): a plain GET form to the
 * rentals with the days in the address, which the proxy keeps as the person's period (decision 111).
 * No script: the shared page carries no JavaScript for it (decision 126), and it works without any.
 */
export function WhenDoYouNeedThem({ catalogPath, today, remembered }: WhenDoYouNeedThemProps) {
  return (
    <form method="get" action={catalogPath} aria-labelledby="when-heading" className={styles.form}>
      <h2 id="when-heading" className={styles.heading}>
        When do you need them?
      </h2>
      <input type="hidden" name="Purchase Type" value="Weekly Rental" />
      <span className={styles.field}>
        <label htmlFor="when-from">Pick-up day</label>
        <input id="when-from" type="date" name="from" required min={today} defaultValue={remembered?.from} />
      </span>
      <span className={styles.field}>
        <label htmlFor="when-to">Return day</label>
        <input id="when-to" type="date" name="to" required min={today} defaultValue={remembered?.to} />
      </span>
      <button type="submit" className="button">
        See what’s free
      </button>
    </form>
  );
}
