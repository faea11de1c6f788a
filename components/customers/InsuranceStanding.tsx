import styles from '@/components/customers/customers.module.css';
import { insuranceStanding, insuranceWords } from '@/lib/customers/customer-words';

/** A certificate's expiry as staff need it at a glance: flagged when expired or expiring within 30 days. */
export function InsuranceStanding({ expiresOn, today, locale }: { expiresOn: string | null; today: string; locale: string }) {
  const standing = insuranceStanding(expiresOn, today);
  const words = insuranceWords(standing, locale);
  if (standing.kind === 'expired' || standing.kind === 'expiresSoon')
    return (
      <strong className={styles.flag}>
        <span aria-hidden="true">⚠ </span>
        {words}
      </strong>
    );
  return <>{words}</>;
}
