/**
 * Idempotency-Key for money-moving calls (DECISIONS "Money") and for creations whose answer holds a secret shown once
 * (a webhook endpoint, an API token): the key is claimed in the same database transaction as the change and the
 * answer stored with it. A concurrent request with the same key waits on the key's unique index until the first
 * commits, then replays its answer; if the first failed, nothing was stored and the retry runs for real.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import { retryingTransaction } from '../../db/transaction.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { seal, unsealWithRing, type KeyRing } from '../../lib/crypto.ts';
import { requireActor } from '../../plugins/auth.ts';

export interface IdempotencyClaim {
  userId: string;
  key: string;
  fingerprint: string;
}

const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/** The OpenAPI description of a creation whose answer holds a secret shown once. */
export const IDEMPOTENT_WITH_SECRET =
  'Send an Idempotency-Key header: a repeated key answers the first result again, its secret included, to the session that sent it only, and creates nothing twice.';

/**
 * The request's claim, or null when it carries no Idempotency-Key header. `perSession`: the answer holds a secret,
 * so only the session that sent the request may have it replayed (the same key from another session of the same user
 * is IDEMPOTENCY_KEY_REUSED).
 */
export function idempotencyClaim(request: FastifyRequest, { perSession = false }: { perSession?: boolean } = {}): IdempotencyClaim | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_FORMAT.test(header)) throw new AppError('BAD_REQUEST');
  const actor = requireActor(request);
  const caller = perSession ? [actor.sessionId ?? actor.token?.id ?? null] : [];
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([request.method, request.routeOptions.url, request.params, request.body ?? null, ...caller]))
    .digest('hex');
  return { userId: actor.userId, key: header, fingerprint };
}

/** How an answer is kept for its replays; by default as it is. */
export interface StoredAnswer {
  store(answer: unknown): unknown;
  restore(stored: unknown): unknown;
}

const AS_IT_IS: StoredAnswer = { store: (answer) => answer, restore: (stored) => stored };

/** Keeps the answer's `field`, a secret, sealed with `keys`: the secret never rests in the database in plain text. */
export function sealingSecret(keys: KeyRing, field: string): StoredAnswer {
  return {
    store: (answer) => {
      const fields = answer as Record<string, unknown>;
      return { ...fields, [field]: seal(keys.signing, String(fields[field])) };
    },
    restore: (stored) => {
      const fields = stored as Record<string, unknown>;
      return { ...fields, [field]: unsealWithRing(keys, String(fields[field])).plaintext };
    },
  };
}

/** Runs `work` in a transaction, at most once per claim; a replay returns the stored answer. */
export async function runIdempotent<T>(
  db: Database,
  claim: IdempotencyClaim | null,
  work: (tx: Executor) => Promise<T>,
  kept: StoredAnswer = AS_IT_IS,
): Promise<T> {
  if (!claim) return retryingTransaction(db, work);
  // The key is claimed inside the transaction: a run again after a deadlock claims it again, as if for the first time.
  return retryingTransaction(db, async (tx) => {
    const claimed = await tx.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ key: idempotencyKeys.key });
    if (!claimed.length) {
      // Taken by a request that committed: its answer. (A key whose row is gone meanwhile is refused rather than run.)
      const stored = await storedAnswer(tx, claim);
      if (stored === null) throw new AppError('IDEMPOTENCY_KEY_REUSED');
      return kept.restore(stored) as T;
    }
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: 200, responseBody: kept.store(answer) })
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
    return answer;
  });
}

/**
 * The stored answer of a claim already run, or null: for a call that must not repeat a step before its transaction
 * (a two-factor code is good once, so a retry with the same body would be refused before reaching its replay).
 */
export async function answeredBefore<T>(db: Database, claim: IdempotencyClaim | null, kept: StoredAnswer = AS_IT_IS): Promise<T | null> {
  const stored = claim ? await storedAnswer(db, claim) : null;
  return stored === null ? null : (kept.restore(stored) as T);
}

/** The answer stored under the claim's key, null when the key is free; IDEMPOTENCY_KEY_REUSED when it was taken for another request. */
async function storedAnswer(executor: Executor, claim: IdempotencyClaim): Promise<unknown> {
  const [stored] = await executor
    .select({ fingerprint: idempotencyKeys.fingerprint, responseBody: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
  if (!stored) return null;
  if (stored.fingerprint !== claim.fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return stored.responseBody;
}
