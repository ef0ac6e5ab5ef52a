import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Inserts `copies` copies of the rows of `table` that `where` selects, straight into the table (new ids; `overrides`
 * replace columns by SQL over the copied row and `n`, the copy's number from 1): a list's count past its cap is under
 * test, not the workflow that makes the rows. Triggers run as for any insert.
 */
export async function insertCopies(db: Database, table: string, where: SQL, copies: number, overrides: Record<string, SQL> = {}): Promise<void> {
  const { rows } = await db.execute<{ column: string }>(sql`
    select column_name as column from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and column_name <> 'id' and is_generated = 'NEVER' and is_identity = 'NO'
    order by ordinal_position`);
  const columns = rows.map((row) => sql.identifier(row.column));
  const values = rows.map((row) => overrides[row.column] ?? sql.identifier(row.column));
  await db.execute(sql`
    insert into ${sql.identifier(table)} (${sql.join(columns, sql`, `)})
    select ${sql.join(values, sql`, `)} from ${sql.identifier(table)}, generate_series(1, ${copies}::int) as n where ${where}`);
}
