import styles from './catalog-csv.module.css';

type Progress = { state: string; doneRows: number; totalRows: number };

/** "Imported 1,500 of 10,000 rows". */
export function importedLabel(doneRows: number, totalRows: number): string {
  return `Imported ${doneRows.toLocaleString('en')} of ${totalRows.toLocaleString('en')} rows`;
}

/**
 * An import's progress bar (issue 13 §4), drawn from the table, so a reload shows where the import
 * is; while it runs, the page refreshes itself (RefreshWhileImporting, issue 38 §6) and draws it anew.
 */
export function ImportProgressBar({ id, progress }: { id: string; progress: Progress }) {
  return (
    <div className={styles.progress}>
      <label htmlFor={`import-progress-${id}`}>{importedLabel(progress.doneRows, progress.totalRows)}</label>
      <progress id={`import-progress-${id}`} value={progress.doneRows} max={Math.max(progress.totalRows, 1)} />
    </div>
  );
}
