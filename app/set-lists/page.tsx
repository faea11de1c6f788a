import type { Metadata } from 'next';
import Link from 'next/link';
import { NewSetListForm } from '@/components/set-lists/NewSetListForm';
import { SentNotice } from '@/components/set-lists/SentNotice';
import styles from '@/components/set-lists/set-lists.module.css';
import { getDb } from '@/lib/db';
import { customerOf } from '@/lib/house/customer-key';
import { withReturnTo } from '@/lib/identity/status/after-auth';
import { getViewer } from '@/lib/identity/viewer';
import { listSetLists, type SetListSummary } from '@/lib/set-lists/read-set-lists';
import { lastSentOf } from '@/lib/set-lists/sent-requests';
import { datesLine } from '@/lib/set-lists/set-list-dates';
import { setListHref } from '@/lib/set-lists/set-list-state';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Your set lists', robots: { index: false } };

function Lists({ lists, sent }: { lists: SetListSummary[]; sent: ReadonlyMap<string, number> }) {
  return (
    <ul className={styles.lists}>
      {lists.map((list) => (
        <li key={list.id} className={styles.listCard}>
          <h3>
            <Link href={setListHref(list.id)}>{list.name}</Link>
          </h3>
          <p className={styles.muted}>{[list.production, list.scene].filter(Boolean).join(' · ') || 'No production or set yet'}</p>
          <p className={styles.muted}>
            {list.lineCount === 1 ? '1 prop' : `${list.lineCount} props`}, {list.unitCount === 1 ? '1 unit' : `${list.unitCount} units`} ·{' '}
            {datesLine(list, tenant.locale)}
          </p>
          {sent.has(list.id) && (
            <SentNotice sentAt={sent.get(list.id)!} locale={tenant.locale} timeZone={tenant.vendor.timezone} requestType={tenant.request.type} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** The person's set lists (issue 11 §2): a guest's too, which move with a sign-up. */
export default async function SetListsPage(_props: PageProps) {
  const viewer = await getViewer();
  const db = await getDb();
  const owner = viewer.user ? customerOf(viewer) : null;
  const lists = owner ? await listSetLists(db, owner) : [];
  // Issue 24 §7: a list sent as a request says so in the index too.
  const sent = owner
    ? await lastSentOf(
        db,
        owner,
        lists.map((list) => list.id),
      )
    : new Map<string, number>();
  const active = lists.filter((list) => !list.archived);
  const archived = lists.filter((list) => list.archived);
  return (
    <div className="page">
      <h1>Your set lists</h1>
      <p className="lead">
        One list per set or scene: add props with “Add to set list” as you walk the <Link href="/catalog">catalogue</Link>, then share the list with your
        designer or print it.
      </p>
      <section aria-labelledby="active-lists" className="section">
        <h2 id="active-lists">Active lists</h2>
        {active.length === 0 ? <p>No set lists yet. Make your first one below.</p> : <Lists lists={active} sent={sent} />}
      </section>
      <section aria-labelledby="new-list" className="section">
        <h2 id="new-list">New set list</h2>
        <NewSetListForm />
      </section>
      {archived.length > 0 && (
        <section aria-labelledby="archived-lists" className="section">
          <h2 id="archived-lists">Archived</h2>
          <Lists lists={archived} sent={sent} />
        </section>
      )}
      {viewer.kind === 'guest' && lists.length > 0 && (
        <p>
          You are browsing as a guest. <Link href={withReturnTo('/auth/signup', '/set-lists')}>Sign up</Link> and your set lists come with you.
        </p>
      )}
    </div>
  );
}
