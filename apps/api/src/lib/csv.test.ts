import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvExportQuerySchema } from '@bb/domain';
import { buildCsv, csvCents, csvDateTime, csvEuro, csvNumber, listQueryOf, readExportRows, type CsvTable } from './csv.ts';
import type { ListReach } from './list-query.ts';

interface Row {
  name: string;
  cents: number;
}
const TABLE: CsvTable<Row, 'name' | 'amount'> = {
  columns: ['name', 'amount'],
  titles: { it: { name: 'Nome', amount: 'Importo (EUR)' }, en: { name: 'Name', amount: 'Amount (EUR)' } },
  cells: (row, { delimiter }) => ({ name: row.name, amount: csvCents(row.cents, delimiter) }),
};

describe('buildCsv', () => {
  it('writes the byte-order mark, the titles, then the rows; with `;`, amounts take a decimal comma', () => {
    const rows = [
      { name: 'Niccolò; "il Magnifico"', cents: 123_456 },
      { name: 'Storno', cents: -5 },
    ];
    const comma = buildCsv(TABLE, rows, { language: 'en', delimiter: 'comma' });
    expect(comma.startsWith('\uFEFFName,Amount (EUR)\n')).toBe(true);
    expect(parse(comma, { bom: true })).toEqual([
      ['Name', 'Amount (EUR)'],
      ['Niccolò; "il Magnifico"', '1234.56'],
      ['Storno', '-0.05'],
    ]);
    const semicolon = buildCsv(TABLE, rows, { language: 'it', delimiter: 'semicolon' });
    expect(semicolon.startsWith('\uFEFFNome;Importo (EUR)\n')).toBe(true);
    expect(parse(semicolon, { bom: true, delimiter: ';' })).toEqual([
      ['Nome', 'Importo (EUR)'],
      ['Niccolò; "il Magnifico"', '1234,56'],
      ['Storno', '-0,05'],
    ]);
  });

  it.each(["=cmd|' /C calc'!A0", '+1', '-1+1', '@SUM(1)', '\t=1', '\r=1', '＝1+1', '－1'])(
    'neutralises the formula %j with a leading apostrophe',
    (payload) => {
      const [, record] = parse(buildCsv(TABLE, [{ name: payload, cents: 0 }], { language: 'en', delimiter: 'semicolon' }), {
        bom: true,
        delimiter: ';',
      }) as string[][];
      expect(record).toEqual([`'${payload}`, '0,00']);
    },
  );

  it('leaves a negative amount a number, in either separator: a plain number runs nothing', () => {
    const refund = [{ name: '-3', cents: -1_250 }];
    expect(parse(buildCsv(TABLE, refund, { language: 'en', delimiter: 'comma' }), { bom: true })[1]).toEqual(['-3', '-12.50']);
    expect(parse(buildCsv(TABLE, refund, { language: 'it', delimiter: 'semicolon' }), { bom: true, delimiter: ';' })[1]).toEqual(['-3', '-12,50']);
  });
});

describe('cells', () => {
  it('writes euros, numbers and moments for spreadsheets, empty for none', () => {
    expect(csvEuro(1_250.5, 'comma')).toBe('1250.50');
    expect(csvEuro(0.1 + 0.2, 'semicolon')).toBe('0,30');
    expect(csvEuro(null, 'comma')).toBe('');
    expect(csvNumber(9.3, 'semicolon')).toBe('9,3');
    expect(csvNumber(null, 'semicolon')).toBe('');
    // Italy's wall clock: winter UTC+1, summer UTC+2.
    expect(csvDateTime('2026-01-15T23:30:00.000Z')).toBe('2026-01-16 00:30');
    expect(csvDateTime(new Date('2026-07-01T08:05:00Z'))).toBe('2026-07-01 10:05');
    expect(csvDateTime(null)).toBe('');
  });
});

describe('readExportRows', () => {
  const list = (total: number) => {
    const asked: ListReach[] = [];
    const read = (reach: ListReach) => {
      asked.push(reach);
      const rows = reach.kind === 'rows' ? reach.rows : 10;
      return Promise.resolve({ results: Array.from({ length: Math.min(rows, total) }, (_, i) => i) });
    };
    return { asked, read };
  };

  it('reads the list once, its first rows up to one past the limit, uncounted', async () => {
    const { asked, read } = list(250);
    expect(await readExportRows(read, 300)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(asked).toEqual([{ kind: 'rows', rows: 301 }]);
    expect(await readExportRows(list(300).read, 300)).toHaveLength(300);
  });

  it('refuses a list past the limit whole, from the one extra row', async () => {
    const { asked, read } = list(301);
    await expect(readExportRows(read, 300)).rejects.toMatchObject({ code: 'EXPORT_TOO_LARGE', status: 400 });
    expect(asked).toHaveLength(1);
  });

  it("passes the list's own query on, without the separator and the language", () => {
    const query = listQueryOf(csvExportQuerySchema.parse({ page: '7', size: '10', delimiter: 'semicolon', lang: 'it', status: 'new', sort: 'title' }));
    expect(query).toEqual({ page: 7, size: 10, status: 'new', sort: 'title' });
  });
});
