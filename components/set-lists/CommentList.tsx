import type { SetListComment } from '@/lib/set-lists/read-set-lists';
import styles from './set-lists.module.css';

/** What the designer wrote under a list, oldest first, as text. */
export function CommentList({ comments, locale }: { comments: SetListComment[]; locale: string }) {
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul className={styles.comments}>
      {comments.map((comment) => (
        <li key={comment.id}>
          <strong>{comment.authorName}</strong> <time dateTime={comment.createdAt.toISOString()}>{when.format(comment.createdAt)}</time>
          <blockquote>{comment.body}</blockquote>
        </li>
      ))}
    </ul>
  );
}
