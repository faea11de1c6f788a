'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import styles from './catalog-csv.module.css';

type Progress = { state: string; doneRows: number; totalRows: number };

const POLL_MS = 1_000;

/** "Imported 1,500 of 10,000 rows". */
export function importedLabel(doneRows: number, totalRows: number): string {
  return `Imported ${doneRows.toLocaleString('en')} of ${totalRows.toLocaleString('en')} rows`;
}

/**
 * An import's progress bar (issue 13 §4). The page draws it from the table, so a reload shows where
 * the import is; while it runs, this polls the staff-only progress route and, once it has ended,
 * refreshes the page to show the result.
 */
export function ImportProgressBar({ id, initial }: { id: string; initial: Progress }) {
  const router = useRouter();
  const [progress, setProgress] = useState(initial);
  const running = progress.state === 'importing';
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const timer = setInterval(async () => {
      const response = await fetch(`/staff/items/import/${encodeURIComponent(id)}/progress`, { cache: 'no-store' }).catch(() => null);
      if (stopped || !response?.ok) return;
      const next = (await response.json()) as Progress;
      setProgress(next);
      if (next.state !== 'importing') router.refresh();
    }, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [id, running, router]);
  return (
    <div className={styles.progress}>
      <label htmlFor={`import-progress-${id}`}>{importedLabel(progress.doneRows, progress.totalRows)}</label>
      <progress id={`import-progress-${id}`} value={progress.doneRows} max={Math.max(progress.totalRows, 1)} />
    </div>
  );
}
