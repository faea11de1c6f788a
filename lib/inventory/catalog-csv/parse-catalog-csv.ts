import Papa from 'papaparse';
import type { ImportProblem } from '@/lib/db/schema';
import { ITEM_COLUMNS, ITEM_FIELDS, OPTIONAL_ITEM_COLUMNS, type ItemFieldsText } from '@/lib/inventory/item-fields';
import { unescapeFormula } from '@/lib/text/formula-cells';

/** One row of the file: its line (the header is line 1) and each field's text. */
export type CsvRow = { line: number; text: ItemFieldsText };
export type ParsedCatalogCsv = { rows: CsvRow[]; problems: ImportProblem[] };

/** The most rows one file may have: the whole catalogue of a large house, and a limit on what one import holds. */
export const MAX_IMPORT_ROWS = 100_000;

/** The column given for a problem with the whole file or a whole row, not one cell. */
export const WHOLE_ROW = '';

const byHeader = new Map(ITEM_FIELDS.map((field) => [field.column.toLowerCase(), field.name]));

/**
 * The file as rows (issue 13 §4), read with papaparse. The header row must name exactly the export's
 * columns, in any order and any case; a column unknown, missing (but for an optional one, added
 * since: Replacement Value) or given twice is a problem with the
 * file (line 1) and no row is read. A byte order mark is dropped; empty lines (at the end, or rows of
 * empty cells a spreadsheet adds) are skipped. A line is a record as a spreadsheet numbers its rows,
 * so a description with line breaks in it is still one line. Cells lose the ' the export put before
 * a formula-like cell.
 */
export function parseCatalogCsv(csv: string): ParsedCatalogCsv {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { header: false, skipEmptyLines: false });
  const records = parsed.data;
  const problems: ImportProblem[] = [];
  const broken = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.code === 'UndetectableDelimiter') continue; // A file of one column: the header check says what is wrong.
    const line = (error.row ?? 0) + 1;
    if (!broken.has(line)) broken.set(line, `${error.message}: check the quotes on this row.`);
  }
  const header = (records[0] ?? []).map((cell) => cell.trim());
  if (header.every((cell) => cell === ''))
    return { rows: [], problems: [{ line: 1, column: WHOLE_ROW, message: 'The file is empty: export the catalogue to see the columns it needs.' }] };
  const seen = new Set<string>();
  for (const column of header) {
    const key = column.toLowerCase();
    if (!byHeader.has(key))
      problems.push({ line: 1, column, message: `There is no column “${column.slice(0, 60)}”. The columns are: ${ITEM_COLUMNS.join(', ')}.` });
    else if (seen.has(key)) problems.push({ line: 1, column, message: `The column “${column}” is given twice.` });
    seen.add(key);
  }
  for (const column of ITEM_COLUMNS)
    if (!seen.has(column.toLowerCase()) && !OPTIONAL_ITEM_COLUMNS.includes(column))
      problems.push({ line: 1, column, message: `The column “${column}” is missing.` });
  if (problems.length > 0) return { rows: [], problems };
  const names = header.map((column) => byHeader.get(column.toLowerCase())!);

  const rows: CsvRow[] = [];
  for (let index = 1; index < records.length; index++) {
    const cells = records[index]!;
    const line = index + 1;
    if (cells.every((cell) => cell.trim() === '')) continue;
    if (broken.has(line)) {
      problems.push({ line, column: WHOLE_ROW, message: broken.get(line)! });
      continue;
    }
    if (cells.length !== names.length) {
      problems.push({ line, column: WHOLE_ROW, message: `This row has ${cells.length} cells; the header has ${names.length}.` });
      continue;
    }
    const text = Object.fromEntries(names.map((name, column) => [name, unescapeFormula(cells[column]!)])) as ItemFieldsText;
    rows.push({ line, text });
    if (rows.length > MAX_IMPORT_ROWS) {
      return {
        rows: [],
        problems: [{ line, column: WHOLE_ROW, message: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en')} rows: split it into smaller files.` }],
      };
    }
  }
  if (rows.length === 0 && problems.length === 0) problems.push({ line: 2, column: WHOLE_ROW, message: 'The file has a header but no rows.' });
  return { rows, problems };
}

/** A field's CSV column, for a problem found by the item fields' schema (its path[0] is the field's name). */
export function columnOf(field: PropertyKey | undefined): string {
  return ITEM_FIELDS.find((entry) => entry.name === field)?.column ?? WHOLE_ROW;
}
