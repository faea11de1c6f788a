import Papa from 'papaparse';
import { escapeFormula } from './formula-cells';

/**
 * CSV for staff's spreadsheets (issue 13 §8), written by papaparse as the catalogue export is: every
 * cell quoted, CRLF line ends, a byte order mark so Excel reads UTF-8, and a cell a spreadsheet
 * would run as a formula kept as text (lib/text/formula-cells.ts): customers type production names
 * and condition notes, and "=HYPERLINK(…)" must stay text. Numbers are never escaped.
 */
export type CsvCell = string | number | null;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const cells = rows.map((row) => row.map((cell) => (typeof cell === 'string' ? escapeFormula(cell) : (cell ?? ''))));
  return `\uFEFF${Papa.unparse({ fields: [...header], data: cells }, { quotes: true, newline: '\r\n' })}\r\n`;
}

/** A CSV file as a download: never cached, never sniffed as anything else. `body` may be a stream. */
export function csvDownload(body: BodyInit, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
