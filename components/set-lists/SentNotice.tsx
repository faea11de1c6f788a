import Link from 'next/link';
import { sentAsRequestWords } from '@/lib/set-lists/sent-words';
import styles from './set-lists.module.css';

/** "Sent as a Hold request on Nov 24: see Your Holds" (issue 24 §7), on a sent list's page and its card in the index. */
export function SentNotice({ sentAt, locale, timeZone, requestType }: { sentAt: number; locale: string; timeZone: string; requestType: string }) {
  return (
    <p className={styles.sent}>
      {sentAsRequestWords(sentAt, { locale, timeZone, requestType })}: see <Link href="/holds">Your {requestType}s</Link>
    </p>
  );
}
