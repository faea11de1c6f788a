import type { SetListComment } from '@/lib/set-lists/read-set-lists';
import styles from './set-lists.module.css';
import { houseDateTimeWords } from '@/lib/house/time-words';

/** What the designer wrote under a list, oldest first, as text; the time is the house's (issue 36 §3), not the browser's. */
export function CommentList({ comments, locale, timeZone }: { comments: SetListComment[]; locale: string; timeZone: string }) {
  return (
    <ul className={styles.comments}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <strong>{comment.authorName}</strong>{' '}
          <time dateTime={comment.createdAt.toISOString()}>{houseDateTimeWords(comment.createdAt, { locale, timeZone })}</time>
          <blockquote>{comment.body}</blockquote>
        </li>
      ))}
    </ul>
  );
}
