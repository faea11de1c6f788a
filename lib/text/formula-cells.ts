/**
 * CSV formula injection (issue 13 §4): a spreadsheet runs a cell that starts with = + - @ (or a tab or
 * carriage return) as a formula, so a title typed as `=HYPERLINK(…)` could act when staff open the
 * export. The export puts a ' before such a cell, which spreadsheets show as text; the import takes
 * it off again. A cell that already starts with ' and then one of those characters gets one more ',
 * so every cell comes back exactly as it was.
 *
 * The signs' other forms are guarded too (issue 36 §4.6): full-width ＝ ＋ － ＠, small ﹦ ﹢ ﹣ ﹫,
 * super- and subscript ⁼ ⁺ ₌ ₊, ⩵ ⩶ ﬩: a spreadsheet set for East Asian input may read them as the
 * plain signs. They are every character whose compatibility form (NFKC) begins with one, so the
 * rule is that form's, not a list to keep.
 */
const SIGNS = /^[=+\-@\t\r]/;

function needsQuote(cell: string): boolean {
  const first = cell.replace(/^'+/, '').codePointAt(0);
  return first !== undefined && SIGNS.test(String.fromCodePoint(first).normalize('NFKC'));
}

export function escapeFormula(cell: string): string {
  return needsQuote(cell) ? `'${cell}` : cell;
}

export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && needsQuote(cell) ? cell.slice(1) : cell;
}
