import type { ReactNode } from 'react';
import styles from './reports.module.css';

export type ReportColumn = { label: ReactNode; numeric?: boolean };
/** A row: its first cell names it (a row header); the others follow the columns. */
export type ReportRow = { key: string; cells: ReactNode[] };

/** One of the reports' tables: a caption, its columns, and a sentence when there is nothing to show. */
export function ReportTable({ caption, columns, rows, empty }: { caption: string; columns: ReportColumn[]; rows: ReportRow[]; empty: string }) {
  const numeric = (index: number) => (columns[index]?.numeric ? styles.number : undefined);
  return (
    <div className={styles.scroll}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className={numeric(index)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={numeric(index)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
