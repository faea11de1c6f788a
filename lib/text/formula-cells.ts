/**
 * CSV formula injection (issue 13 §4): a spreadsheet runs a cell that starts with = + - @ (or a tab or
 * carriage return) as a formula, so a title typed as `=HYPERLINK(…)` could act when staff open the
 * export. The export puts a ' before such a cell, which spreadsheets show as text; the import takes
 * it off again. A cell that already starts with ' and then one of those characters gets one more ',
 * so every cell comes back exactly as it was.
 */
const NEEDS_QUOTE = /^'*[=+\-@\t\r]/;

export function escapeFormula(cell: string): string {
  return NEEDS_QUOTE.test(cell) ? `'${cell}` : cell;
}

export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && NEEDS_QUOTE.test(cell) ? cell.slice(1) : cell;
}
