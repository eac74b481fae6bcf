import { describe, expect, it, vi } from 'vitest';
import { csvField, exportFile, exportFileName, toCsv, toJson, withRetries } from './csv.ts';

describe('CSV writer', () => {
  it('writes the two export formats and refuses any other with the spec’s internal error (spec 3 §8)', () => {
    const columns = [{ columnId: 'a', name: 'A' }];
    expect(exportFile('csv', columns, [{ a: 1 }]).type).toBe('text/csv;charset=utf-8');
    expect(exportFile('json', columns, [{ a: 1 }]).content).toBe(toJson([{ a: 1 }]));
    expect(() => exportFile('xml' as never, columns, [])).toThrow('Unsupported export type');
  });

  it('quotes every field and doubles embedded quotes', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvField(null)).toBe('""');
    expect(csvField(undefined)).toBe('""');
  });

  it('keeps non-ASCII text as it is', () => {
    expect(csvField('Español → 中文 “Ünïcödé” 😀')).toBe('"Español → 中文 “Ünïcödé” 😀"');
  });

  it('neutralises text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvField('+1+2')).toBe('"\'+1+2"');
    expect(csvField('-2+3')).toBe('"\'-2+3"');
    expect(csvField('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvField('\tcmd')).toBe('"\'\tcmd"');
    expect(csvField('\rcmd')).toBe('"\'\rcmd"');
    expect(csvField('a=b')).toBe('"a=b"');
  });

  it('writes numbers as numbers, negative ones included', () => {
    expect(csvField(-12.5)).toBe('"-12.5"');
    expect(csvField(0)).toBe('"0"');
    expect(csvField(Number.NaN)).toBe('""');
    expect(csvField(true)).toBe('"true"');
  });

  it('writes a BOM, a header row and one CRLF line per row in column order', () => {
    const csv = toCsv(
      [
        { columnId: 'name', name: 'Name' },
        { columnId: 'amount', name: 'Amount' },
      ],
      [
        { amount: 10, name: 'Leaflet, "final"' },
        { name: '=cmd', amount: null, extra: 'ignored' },
      ],
    );
    expect(csv).toBe('\uFEFF"Name","Amount"\r\n"Leaflet, ""final""","10"\r\n"\'=cmd",""\r\n');
  });

  it('leaves the JSON variant untouched', () => {
    const rows = [{ name: '=cmd', amount: -3 }];
    expect(JSON.parse(toJson(rows))).toEqual(rows);
  });
});

describe('export file name', () => {
  it('is the sanitised report name and a local timestamp', () => {
    const at = new Date(2026, 2, 7, 9, 5, 3);
    expect(exportFileName('Projects', at, 'csv')).toBe('Projects-20260307-090503.csv');
    expect(exportFileName('Tasks: per/pair?', at, 'json')).toBe('Tasks- per-pair-20260307-090503.json');
    expect(exportFileName('  ', at, 'csv')).toBe('report-20260307-090503.csv');
  });
});

describe('export retries', () => {
  it('retries up to the given number of times after the first failure', async () => {
    const attempt = vi.fn().mockRejectedValueOnce(new Error('1')).mockRejectedValueOnce(new Error('2')).mockRejectedValueOnce(new Error('3')).mockResolvedValue('ok');
    await expect(withRetries(attempt, 3, 0)).resolves.toBe('ok');
    expect(attempt).toHaveBeenCalledTimes(4);
  });

  it('gives up with the last error after 1 + retries attempts', async () => {
    let n = 0;
    const attempt = vi.fn(() => Promise.reject(new Error(`failure ${++n}`)));
    await expect(withRetries(attempt, 3, 0)).rejects.toThrow('failure 4');
    expect(attempt).toHaveBeenCalledTimes(4);
  });
});
