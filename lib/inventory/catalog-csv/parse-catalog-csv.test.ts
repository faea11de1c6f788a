import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { ITEM_COLUMNS } from '@/lib/inventory/item-fields';
import { escapeFormula, unescapeFormula } from '@/lib/text/formula-cells';
import { parseCatalogCsv } from './parse-catalog-csv';

const row = [
  'LMP-1',
  'Brass Lamp',
  'Two\nlines',
  'Lighting',
  'Weekly Rental',
  '45.00',
  '3',
  'active',
  '10',
  '8',
  '16',
  '4.2',
  'desk',
  'Gold',
  'Office',
  'Brass',
  'Art Deco',
  '150.00',
  'A-12-3',
];

describe('issue 13 §4: reading a catalogue CSV', () => {
  it('drops a byte order mark, skips empty lines, and numbers lines as a spreadsheet numbers rows', () => {
    const csv = `\uFEFF${ITEM_COLUMNS.join(',')}\r\n${Papa.unparse([row])}\r\n\r\n${Papa.unparse([row.map((cell, i) => (i === 0 ? 'LMP-2' : cell))])}\r\n,,,,,,,,,,,,,,,,\r\n\r\n`;
    const { rows, problems } = parseCatalogCsv(csv);
    expect(problems).toEqual([]);
    expect(rows.map((r) => [r.line, r.text.sku])).toEqual([
      [2, 'LMP-1'],
      [4, 'LMP-2'],
    ]);
    expect(rows[0]!.text).toMatchObject({ description: 'Two\nlines', weight: '4.2', colors: 'Gold' });
  });

  it('reads the columns in any order and any case', () => {
    const header = [...ITEM_COLUMNS].reverse().map((column) => column.toUpperCase());
    const { rows, problems } = parseCatalogCsv(`${header.join(',')}\n${Papa.unparse([[...row].reverse()])}\n`);
    expect(problems).toEqual([]);
    expect(rows[0]!.text).toMatchObject({ sku: 'LMP-1', title: 'Brass Lamp', materials: 'Brass', period: 'Art Deco' });
  });

  it('issue 28 §2: a file without the Period column (exported before it) is refused naming it', () => {
    const header = ITEM_COLUMNS.filter((column) => column !== 'Period');
    const { rows, problems } = parseCatalogCsv(`${header.join(',')}\n${Papa.unparse([row.filter((_, index) => ITEM_COLUMNS[index] !== 'Period')])}\n`);
    expect(rows).toEqual([]);
    expect(problems).toEqual([{ line: 1, column: 'Period', message: 'The column “Period” is missing.' }]);
  });

  it('issue 26 §4, issue 38 §3: a file without the Replacement Value and Location columns (exported before them) still reads, its rows saying nothing of them', () => {
    expect(ITEM_COLUMNS.slice(-2)).toEqual(['Replacement Value', 'Location']);
    const { rows, problems } = parseCatalogCsv(`${ITEM_COLUMNS.slice(0, -2).join(',')}\n${Papa.unparse([row.slice(0, -2)])}\n`);
    expect(problems).toEqual([]);
    expect(rows[0]!.text).toMatchObject({ sku: 'LMP-1', period: 'Art Deco' });
    expect(rows[0]!.text).not.toHaveProperty('replacementValue');
    expect(rows[0]!.text).not.toHaveProperty('location');
    // Without Location only (exported between the two).
    const between = parseCatalogCsv(`${ITEM_COLUMNS.slice(0, -1).join(',')}\n${Papa.unparse([row.slice(0, -1)])}\n`);
    expect(between.problems).toEqual([]);
    expect(between.rows[0]!.text).not.toHaveProperty('location');
    // With them, the cells are read like any other.
    expect(parseCatalogCsv(`${ITEM_COLUMNS.join(',')}\n${Papa.unparse([row])}\n`).rows[0]!.text).toMatchObject({
      replacementValue: '150.00',
      location: 'A-12-3',
    });
  });

  it('names an unknown, a missing and a doubled column as problems of line 1, and reads no rows', () => {
    const header: string[] = [...ITEM_COLUMNS.filter((column) => column !== 'Tags'), 'Notes', 'SKU'];
    const { rows, problems } = parseCatalogCsv(`${header.join(',')}\n${Papa.unparse([row])}\n`);
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      { line: 1, column: 'Notes', message: expect.stringMatching(/^There is no column “Notes”\. The columns are: SKU, Title, /) },
      { line: 1, column: 'SKU', message: 'The column “SKU” is given twice.' },
      { line: 1, column: 'Tags', message: 'The column “Tags” is missing.' },
    ]);
  });

  it('says an empty file, a file without rows, and a row with too few cells', () => {
    expect(parseCatalogCsv('').problems[0]!.message).toMatch(/The file is empty/);
    expect(parseCatalogCsv(`${ITEM_COLUMNS.join(',')}\n`).problems).toEqual([{ line: 2, column: '', message: 'The file has a header but no rows.' }]);
    expect(parseCatalogCsv(`${ITEM_COLUMNS.join(',')}\nA,B\n`).problems).toEqual([
      { line: 2, column: '', message: 'This row has 2 cells; the header has 19.' },
    ]);
  });

  it('takes off the quote the export puts before a formula-like cell, and nothing else', () => {
    const cells = row.map((cell, i) => (i === 1 ? '\'=HYPERLINK("x")' : i === 2 ? "''@twice" : i === 12 ? "'tag" : cell));
    const { rows } = parseCatalogCsv(`${ITEM_COLUMNS.join(',')}\n${Papa.unparse([cells])}\n`);
    expect(rows[0]!.text).toMatchObject({ title: '=HYPERLINK("x")', description: "'@twice", tags: "'tag" });
  });
});

describe('issue 13 §4: CSV formula injection', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', "'=x", "''+x"])('quotes %j on export and gives it back exactly on import', (cell) => {
    expect(escapeFormula(cell)).toBe(`'${cell}`);
    expect(unescapeFormula(escapeFormula(cell))).toBe(cell);
  });

  it.each(['Lamp', "'quoted", '1-2', 'a=b', ''])('leaves %j as it is', (cell) => {
    expect(escapeFormula(cell)).toBe(cell);
    expect(unescapeFormula(cell)).toBe(cell);
  });
});
