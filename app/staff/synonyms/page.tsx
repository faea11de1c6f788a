import type { Metadata } from 'next';
import { deleteSynonymsAction } from '@/app/staff/synonyms/actions';
import { AuditHistory } from '@/components/audit/AuditHistory';
import { SynonymsForm } from '@/components/catalog-admin/SynonymsForm';
import { BackLink } from '@/components/forms/BackLink';
import { ConfirmedButtonForm } from '@/components/forms/ConfirmedButtonForm';
import styles from '@/components/inventory/items.module.css';
import { auditOfKind } from '@/lib/audit/record-audit';
import { eraWords } from '@/lib/catalog/query-concepts';
import { listSynonymGroups } from '@/lib/catalog/synonyms';
import { getDb } from '@/lib/db';
import { requireStaff } from '@/lib/identity/viewer';
import type { PageProps } from '@/lib/site/page-props';
import { tenant } from '@/lib/tenant';

export const metadata: Metadata = { title: 'Synonyms', robots: { index: false } };

/** The words each of the house's periods is also found by: "1950s, fifties, 50s → Mid-Century". */
function periodWords(): [period: string, words: string[]][] {
  const periods = tenant.customFields.find((field) => field.label === 'Period')?.values ?? [];
  const byPeriod = new Map<string, string[]>(periods.map((period) => [period, []]));
  for (const [word, period] of eraWords(periods)) byPeriod.get(period)?.push(word);
  return [...byPeriod];
}

/**
 * The house's search synonyms (issue 28 §1): groups of words and phrases a crew member may search by
 * for the same props ("couch, sofa"), each applied to the next search, and every change audited.
 */
export default async function StaffSynonymsPage({ searchParams }: PageProps) {
  await requireStaff();
  const deleted = (await searchParams).deleted === '1';
  const db = await getDb();
  const [groups, history] = await Promise.all([listSynonymGroups(db, tenant.vendor.id), auditOfKind(db, tenant.vendor.id, 'synonyms', 20)]);
  const periods = periodWords();
  return (
    <div className="page">
      <BackLink href="/staff/items">Items</BackLink>
      <h1>Synonyms</h1>
      <p className="lead">
        Words crews search by for the same props. A search for any word of a group finds what the others name too, from the next search on.
      </p>
      <div role="status">{deleted && <p className="notice">Synonyms deleted.</p>}</div>
      <section className={styles.panel} aria-labelledby="new-synonyms-heading">
        <h2 id="new-synonyms-heading">Add synonyms</h2>
        <SynonymsForm idPrefix="new-synonyms" />
      </section>
      <section aria-labelledby="synonym-groups-heading">
        <h2 id="synonym-groups-heading">{groups.length === 1 ? 'One group' : `${groups.length} groups`}</h2>
        {groups.length === 0 && <p>No synonyms yet.</p>}
        {groups.map((group) => (
          <section key={group.id} className={styles.panel} aria-label={group.terms.join(', ')}>
            <p>{group.terms.join(', ')}</p>
            <details>
              <summary>Edit {group.terms[0]}</summary>
              <SynonymsForm idPrefix={`synonyms-${group.id}`} group={group} />
            </details>
            <ConfirmedButtonForm
              action={deleteSynonymsAction}
              fields={{ groupId: group.id }}
              label={`Delete ${group.terms[0]}`}
              confirm={{
                title: `Delete the synonyms “${group.terms.join(', ')}”?`,
                text: 'Searches for these words then find only what each names.',
                confirmLabel: 'Delete',
              }}
            />
          </section>
        ))}
      </section>
      {periods.length > 0 && (
        <section aria-labelledby="period-words-heading">
          <h2 id="period-words-heading">Periods</h2>
          <p>Each period is found by its decades and other names too. To add a word, put it in a group with the period’s name.</p>
          <dl>
            {periods.map(([period, words]) => (
              <div key={period}>
                <dt>{period}</dt>
                <dd>{words.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section aria-labelledby="synonyms-history-heading">
        <h2 id="synonyms-history-heading">Changes</h2>
        <AuditHistory rows={history} locale={tenant.locale} timeZone={tenant.vendor.timezone} />
      </section>
    </div>
  );
}
