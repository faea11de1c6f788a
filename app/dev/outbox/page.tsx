import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env/env';
import { can, startUpForRequest } from '@/lib/identity/viewer';
import { newestOutboxMessages } from '@/lib/notifications/dev-outbox';
import { canSeeDevOutbox } from '@/lib/notifications/outbox-visibility';
import type { PageProps } from '@/lib/site/page-props';
import { houseClockOf, houseDateTimeWords } from '@/lib/house/time-words';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Dev outbox', robots: { index: false } };

/**
 * The texts and emails the app would have sent, when Twilio or SMTP is not configured: how a
 * developer (or a browser test) finishes a log-in with a second factor without a phone.
 */
export default async function DevOutboxPage(_props: PageProps) {
  const startUp = await startUpForRequest();
  if (!canSeeDevOutbox({ nodeEnv: process.env.NODE_ENV, devOutbox: env().DEV_OUTBOX, isAdmin: can(startUp.viewer, 'admin') })) notFound();
  const messages = await newestOutboxMessages(await getDb());
  return (
    <div className="page">
      <h1>Dev outbox</h1>
      <p className="lead">Texts and emails, newest first. Nothing here was really sent.</p>
      {messages.length === 0 ? (
        <p>The outbox is empty.</p>
      ) : (
        <ol aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id}>
              <article aria-label={`${message.channel === 'sms' ? 'Text' : 'Email'} to ${message.to}`}>
                <p>
                  <strong>{message.channel === 'sms' ? 'Text' : 'Email'}</strong> to {message.to} at{' '}
                  <time dateTime={message.createdAt.toISOString()}>{houseDateTimeWords(message.createdAt, houseClockOf(tenant))}</time>
                </p>
                {message.subject && <p>Subject: {message.subject}</p>}
                <pre className="pre-wrap">{message.body}</pre>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
