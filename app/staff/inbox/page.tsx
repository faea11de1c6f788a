import type { Metadata } from 'next';
import { ContactReplyForm } from '@/components/contact/ContactReplyForm';
import styles from '@/components/holds/holds.module.css';
import { listContactMessages } from '@/lib/contact/contact-inbox';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';
import { houseClockOf, houseDateTimeWords } from '@/lib/house/time-words';

export const metadata: Metadata = { title: 'Contact inbox', robots: { index: false } };

/** The contact inbox (issue 13 §7): the contact page's messages, newest first, unread marked, answered by email. */
export default async function InboxPage(_props: PageProps) {
  await requireStaff();
  const messages = await listContactMessages(await getDb());
  const when = { format: (at: Date) => houseDateTimeWords(at, houseClockOf(tenant)) };
  return (
    <div className="page">
      <h1>Contact inbox</h1>
      {messages.length === 0 ? (
        <p className="lead">No messages yet.</p>
      ) : (
        <ul className={styles.requests}>
          {messages.map((message) => (
            <li key={message.id} className={styles.request} aria-labelledby={`contact-${message.id}`}>
              <h2 id={`contact-${message.id}`}>
                {message.name}
                {message.production && <> · {message.production}</>}
                {!message.readAt && (
                  <>
                    {' '}
                    <span className="badge badge-new">New</span>
                  </>
                )}
              </h2>
              <p className={styles.muted}>
                <a href={`mailto:${message.email}`}>{message.email}</a> ·{' '}
                <time dateTime={message.createdAt.toISOString()}>{when.format(message.createdAt)}</time>
              </p>
              <p className={styles.messageBody}>{message.message}</p>
              {message.replies.length > 0 && (
                <ol className={styles.thread} aria-label={`Replies to ${message.name}`}>
                  {message.replies.map((reply) => (
                    <li key={reply.id} className={styles.fromHouse}>
                      <p className={styles.muted}>
                        {reply.authorName} · {when.format(reply.createdAt)}
                      </p>
                      <p className={styles.messageBody}>{reply.body}</p>
                    </li>
                  ))}
                </ol>
              )}
              <ContactReplyForm messageId={message.id} name={message.name} unread={!message.readAt} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
