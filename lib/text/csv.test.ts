import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

const cell = (value: string | number | null) => toCsv(['x'], [[value]]).split('\r\n')[1];

describe('issue 13 §8: the reports’ CSV', () => {
  it.each([
    ['Night Shift', '"Night Shift"'],
    ['She said "cut"', '"She said ""cut"""'],
    ['=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['+1 555', '"\'+1 555"'],
    ['-2', '"\'-2"'],
    ['@SUM(A1)', '"\'@SUM(A1)"'],
    ['\tTab', '"\'\tTab"'],
    [-2, '"-2"'],
    [12.5, '"12.5"'],
    [null, '""'],
  ] as const)('%j is written %s', (value, written) => {
    expect(cell(value)).toBe(written);
  });

  it('keeps a line break inside its quoted cell', () => {
    expect(toCsv(['x'], [['a,b\nc']])).toBe('\uFEFF"x"\r\n"a,b\nc"\r\n');
  });

  it('a header and rows, CRLF, with a byte order mark for spreadsheets', () => {
    expect(toCsv(['a', 'b'], [['1', 2]])).toBe('\uFEFF"a","b"\r\n"1","2"\r\n');
  });
});
