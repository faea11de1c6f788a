import type { Metadata } from 'next';
import { chooseRemindersAction } from '@/app/reminders/unsubscribe/actions';
import { getDb } from '@/lib/db';
import { BAD_UNSUBSCRIBE_LINK, reminderSubscription } from '@/lib/reminders/reminder-subscription';
import { personOfUnsubscribeToken } from '@/lib/reminders/unsubscribe-token';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

// The link is the person's key: no other site is told it, and no search engine keeps the page.
export const metadata: Metadata = { title: 'Reminders of pick-ups and returns', robots: { index: false, follow: false }, referrer: 'same-origin' };

/**
 * A reminder's one-click unsubscribe (issue 38 §4, decision 156): the signed link opens this page,
 * which says where the person stands and offers one button; the button posts, so a mail scanner's
 * visit changes nothing. A link that is not ours is answered 400 by proxy.ts, with these words.
 */
export default async function UnsubscribeFromRemindersPage({ searchParams }: PageProps) {
  const { token } = await searchParams;
  const db = await getDb();
  const person = await personOfUnsubscribeToken(db, token);
  const subscription = person ? await reminderSubscription(db, person) : null;
  if (!person || !subscription || typeof token !== 'string')
    return (
      <div className="page">
        <h1>This link does not work</h1>
        <p className="lead">{BAD_UNSUBSCRIBE_LINK}</p>
      </div>
    );
  const to = subscription.email || 'you';
  return (
    <div className="page">
      <h1>Reminders of pick-ups and returns</h1>
      {subscription.isSubscribed ? (
        <p className="lead">
          {tenant.vendor.displayName} emails {to} the day before a pick-up or a return, and when a return is overdue. Stop these reminders?
        </p>
      ) : (
        <p className="lead" role="status">
          You are unsubscribed: {to} will get no more reminders of pick-ups and returns from {tenant.vendor.displayName}. Emails about your requests themselves
          still come.
        </p>
      )}
      <form action={chooseRemindersAction} className="button-row">
        <input type="hidden" name="token" value={token} />
        <input type="hidden" name="choice" value={subscription.isSubscribed ? 'unsubscribe' : 'subscribe'} />
        <button type="submit" className={subscription.isSubscribed ? 'button' : 'button button-secondary'}>
          {subscription.isSubscribed ? 'Unsubscribe from reminders' : 'Subscribe again'}
        </button>
      </form>
    </div>
  );
}
