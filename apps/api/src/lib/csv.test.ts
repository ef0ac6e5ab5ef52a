import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { csvExportQuerySchema, type ListQuery } from '@bb/domain';
import { buildCsv, csvCents, csvDateTime, csvEuro, csvNumber, listQueryOf, readAllPages, type CsvTable } from './csv.ts';

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

describe('readAllPages', () => {
  const list = (total: number, count: { exact: boolean } = { exact: true }) => {
    const asked: ListQuery[] = [];
    const readPage = (query: ListQuery) => {
      asked.push(query);
      const from = (query.page - 1) * query.size;
      const results = Array.from({ length: Math.max(0, Math.min(query.size, total - from)) }, (_, i) => from + i);
      return Promise.resolve({ results, count: count.exact ? total : Math.min(total, 1_000), countCapped: !count.exact && total > 1_000 });
    };
    return { asked, readPage };
  };
  const query = listQueryOf(csvExportQuerySchema.parse({ page: '7', size: '10', delimiter: 'semicolon', status: 'new', sort: 'title' }));

  it("reads the list's pages of 100 with its own filters until a short page", async () => {
    const { asked, readPage } = list(250);
    expect(await readAllPages(query, readPage)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(asked.map(({ page, size }) => [page, size])).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(asked[0]).toEqual({ page: 1, size: 100, status: 'new', sort: 'title' });
  });

  it('refuses a list past the limit: at once from an exact count, after reading when the count stopped at its cap', async () => {
    const exact = list(301);
    await expect(readAllPages(query, exact.readPage, 300)).rejects.toMatchObject({ code: 'EXPORT_TOO_LARGE', status: 400 });
    expect(exact.asked).toHaveLength(1);
    const capped = list(1_301, { exact: false });
    await expect(readAllPages(query, capped.readPage, 1_200)).rejects.toMatchObject({ code: 'EXPORT_TOO_LARGE' });
    expect(capped.asked).toHaveLength(13);
    expect(await readAllPages(query, list(300).readPage, 300)).toHaveLength(300);
  });
});
