import { describe, expect, it } from 'vitest';
import { buildCsv, csvField } from '../../../src/domain/csv';

describe('csvField (RFC 4180)', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvField('Algebra Basics')).toBe('Algebra Basics');
    expect(csvField(525)).toBe('525');
    expect(csvField('')).toBe('');
  });

  it('quotes a field holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvField('Rao, Asha')).toBe('"Rao, Asha"');
    expect(csvField('The "best" class')).toBe('"The ""best"" class"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\rlf')).toBe('"cr\rlf"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    // Only the first character counts; numbers are data, not formulas.
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(-5)).toBe('-5');
  });

  it('refuses a number that is not finite', () => {
    expect(() => csvField(Number.NaN)).toThrow(expect.objectContaining({ code: 'CSV.INVALID_NUMBER' }));
  });
});

describe('buildCsv', () => {
  it('writes the header row, then one CRLF-terminated record per row', () => {
    const csv = buildCsv(['Class', 'Amount'], [
      ['Algebra Basics', 525],
      ['Rao, "A"', 2100],
    ]);
    expect(csv).toBe('Class,Amount\r\nAlgebra Basics,525\r\n"Rao, ""A""",2100\r\n');
  });

  it('is just the header when there are no rows', () => {
    expect(buildCsv(['Date', 'Amount'], [])).toBe('Date,Amount\r\n');
  });

  it('guards the header too', () => {
    expect(buildCsv(['=cmd'], [])).toBe("'=cmd\r\n");
  });

  it('refuses rows of another width and an empty header', () => {
    expect(() => buildCsv(['A', 'B'], [['only one']])).toThrow(expect.objectContaining({ code: 'CSV.ROW_WIDTH' }));
    expect(() => buildCsv([], [])).toThrow(expect.objectContaining({ code: 'CSV.NO_COLUMNS' }));
  });
});
