import { csvField, toCsv } from './csv';

describe('CSV export fields', () => {
  it.each([
    ['=1+1', `"'=1+1"`],
    ["=cmd|' /C calc'!A0", `"'=cmd|' /C calc'!A0"`],
    ['+SUM(A1)', `"'+SUM(A1)"`],
    ['-A1', `"'-A1"`],
    ['@SUM(1)', `"'@SUM(1)"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ['="a""b"', `"'=""a""""b"""`],
  ])('neutralises the formula %j as %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it.each([
    ['-12.50', '-12.50'],
    ['+3', '+3'],
    [-7, '-7'],
    [2.5, '2.5'],
    ['Joe Driver', 'Joe Driver'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['x=1', 'x=1'],
  ])('keeps %j readable as %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });

  it('writes a header and rows with CRLF line ends', () => {
    expect(toCsv(['Name', 'Miles'], [['=x', -1]])).toBe(`Name,Miles\r\n"'=x",-1`);
  });
});
