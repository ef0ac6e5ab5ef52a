/**
 * Idempotency-Key for money-moving calls (DECISIONS "Money"): the key is claimed in the same
 * database transaction as the movement and the answer stored with it. A concurrent request with
 * the same key waits on the key's unique index until the first commits, then replays its answer;
 * if the first failed, nothing was stored and the retry runs for real.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { retryingTransaction } from '../../db/transaction.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireActor } from '../../plugins/auth.ts';

export interface IdempotencyClaim {
  userId: string;
  key: string;
  fingerprint: string;
}

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** The request's claim, or null when it carries no Idempotency-Key header. */
export function idempotencyClaim(request: FastifyRequest): IdempotencyClaim | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) throw new AppError('BAD_REQUEST');
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params, request.body ?? null]))
    .digest('hex');
  return { userId: requireActor(request).userId, key: header, fingerprint };
}

/** Runs `work` in a transaction, at most once per claim; a replay returns the stored answer. */
export async function runIdempotent<T>(db: Database, claim: IdempotencyClaim | null, work: (tx: Executor) => Promise<T>): Promise<T> {
  if (!claim) return retryingTransaction(db, work);
  // The key is claimed inside the transaction: a run again after a deadlock claims it again, as if for the first time.
  return retryingTransaction(db, async (tx) => {
    const claimed = await tx.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (!claimed.length) return replay<T>(tx, claim);
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: answer as unknown })
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    return answer;
  });
}

async function replay<T>(tx: Executor, claim: IdempotencyClaim): Promise<T> {
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (!stored || stored.fingerprint !== claim.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return stored.responseBody as T;
}
