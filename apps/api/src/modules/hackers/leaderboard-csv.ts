/** The leaderboard as a CSV file (GET /api/leaderboard/export.csv): position, hacker and points, best first. */
import type { Language, LeaderboardRow } from '@bb/domain';
import type { CsvFormat, CsvTable } from '../../lib/csv.ts';

const COLUMNS = ['position', 'username', 'points', 'hackerId'] as const;
type Column = (typeof COLUMNS)[number];

const TITLES: Record<Language, Record<Column, string>> = {
  it: { position: 'Posizione', username: 'Hacker', points: 'Punti', hackerId: 'ID hacker' },
  en: { position: 'Position', username: 'Hacker', points: 'Points', hackerId: 'Hacker ID' },
};

function cells(row: LeaderboardRow, _format: CsvFormat): Record<Column, string> {
  return { position: String(row.position), username: row.hacker.username, points: String(row.points), hackerId: row.hacker.id };
}

export const LEADERBOARD_CSV: CsvTable<LeaderboardRow, Column> = { columns: COLUMNS, titles: TITLES, cells };
