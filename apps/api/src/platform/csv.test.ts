import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('CSV exports', () => {
  it('starts with a UTF-8 byte order mark, has a header row and CRLF line ends', () => {
    expect(toCsv(['Name', 'Total'], [['ليلى حداد', 12.5]])).toBe('\uFEFFName,Total\r\nليلى حداد,12.5\r\n');
  });

  it('quotes cells holding quotes, commas or line breaks, doubling the quotes', () => {
    expect(csvCell('Haddad, Omar')).toBe('"Haddad, Omar"');
    expect(csvCell('The "big" case')).toBe('"The ""big"" case"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('prefixes text that a spreadsheet would run as a formula with an apostrophe, not numbers', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell('+1 713 555 0142')).toBe("'+1 713 555 0142");
    expect(csvCell('-2+3+cmd|A0')).toBe("'-2+3+cmd|A0");
    // An amount written as text is a plain number, not a formula: it stays as it is.
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-2.5)).toBe('-2.5');
    expect(csvCell('Sara = client')).toBe('Sara = client');
  });
});
