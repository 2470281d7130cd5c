import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('CSV cells', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });

  it('keeps a cell a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['a', null, true])).toBe('"a","","true"\r\n');
  });
});
