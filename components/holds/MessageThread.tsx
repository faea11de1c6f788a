import type { HoldMessage } from '@/lib/holds/hold-messages';
import styles from './holds.module.css';
import { houseDateTimeWords } from '@/lib/house/time-words';

/**
 * A request's thread (issue 12 §5), oldest first. `unreadFrom` marks the messages the reader has
 * not read yet: the house's for the customer, the customer's for staff.
 */
export function MessageThread({
  id,
  messages,
  unreadFrom,
  locale,
  timeZone,
}: {
  id: string;
  messages: HoldMessage[];
  unreadFrom: 'staff' | 'customer';
  locale: string;
  timeZone: string;
}) {
  if (messages.length === 0) return null;
  return (
    <ol className={styles.thread} aria-labelledby={id}>
      {messages.map((message) => {
        const unread = !message.readAt && message.fromStaff === (unreadFrom === 'staff');
        return (
          <li key={message.id} className={message.fromStaff ? styles.fromHouse : styles.fromCrew}>
            <p className={styles.muted}>
              {message.authorName} · <time dateTime={message.createdAt.toISOString()}>{houseDateTimeWords(message.createdAt, { locale, timeZone })}</time>
              {unread && (
                <>
                  {' '}
                  · <span className="badge badge-new">New</span>
                </>
              )}
            </p>
            <p className={styles.messageBody}>{message.body}</p>
          </li>
        );
      })}
    </ol>
  );
}
