import type { Metadata } from 'next';
import Link from 'next/link';
import { NewSetListForm } from '@/components/set-lists/NewSetListForm';
import styles from '@/components/set-lists/set-lists.module.css';
import { getDb } from '@/lib/db';
import { getViewer } from '@/lib/identity/viewer';
import { listSetLists, type SetListSummary } from '@/lib/set-lists/read-set-lists';
import { datesLine } from '@/lib/set-lists/set-list-dates';
import { setListHref } from '@/lib/set-lists/set-list-state';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Your set lists', robots: { index: false } };

function Lists({ lists }: { lists: SetListSummary[] }) {
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
        </li>
      ))}
    </ul>
  );
}

/** The person's set lists (issue 11 §2): a guest's too, which move with a sign-up. */
export default async function SetListsPage(_props: PageProps) {
  const viewer = await getViewer();
  const lists = viewer.user ? await listSetLists(await getDb(), { vendorId: tenant.vendor.id, uid: viewer.user.uid }) : [];
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
        {active.length === 0 ? <p>No set lists yet. Make your first one below.</p> : <Lists lists={active} />}
      </section>
      <section aria-labelledby="new-list" className="section">
        <h2 id="new-list">New set list</h2>
        <NewSetListForm />
      </section>
      {archived.length > 0 && (
        <section aria-labelledby="archived-lists" className="section">
          <h2 id="archived-lists">Archived</h2>
          <Lists lists={archived} />
        </section>
      )}
      {viewer.kind === 'guest' && lists.length > 0 && (
        <p>
          You are browsing as a guest. <Link href="/auth/signup">Sign up</Link> and your set lists come with you.
        </p>
      )}
    </div>
  );
}
