/**
 * A test setup file: sending a statement on a connection still busy with another fails the test where it is sent.
 * pg 8 queues such a statement (with a deprecation warning, printed once per process); pg 9 refuses it. It happens when
 * reads run side by side (Promise.all) on a transaction, which is one connection: use readTogether (db/transaction.ts).
 */
import pg from 'pg';

type Query = typeof pg.Client.prototype.query;
const query: Query = pg.Client.prototype.query;

pg.Client.prototype.query = function (this: pg.Client & { _queryQueue?: unknown[]; pipeline?: boolean }, ...args: Parameters<Query>) {
  if (this._queryQueue?.length && !this.pipeline)
    throw new Error('A statement was sent on a connection still busy with another (a transaction is one connection): read one after another (readTogether)');
  return (query as (...values: unknown[]) => unknown).apply(this, args);
} as Query;
