/**
 * Idempotency-Key for money-moving calls (DECISIONS "Money") and for creations whose answer holds a secret shown once
 * (a webhook endpoint, an API token): the key is claimed in the same database transaction as the change and the
 * answer stored with it. A concurrent request with the same key waits on the key's unique index until the first
 * commits, then replays its answer; if the first failed, nothing was stored and the retry runs for real.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { deleteInBatches } from '../../db/batched-delete.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { retryingTransaction } from '../../db/transaction.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { clock } from '../../lib/clock.ts';
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

/** How an answer is kept for its replays, and for how long; by default as it is. */
export interface StoredAnswer {
  store(answer: unknown): unknown;
  restore(stored: unknown): unknown;
  /** How long a repeat of the key is answered from the store; after that the key is forgotten (a repeat runs again). */
  keptForMs: number;
}

const DAY_MS = 86_400_000;
/** A client retries within minutes; a month covers any retry while keeping the table small. */
const ANSWER_KEPT_DAYS = 30;
/** An answer holding a secret shown once is kept a day only: its sealed copy is a second place the secret rests. */
const SECRET_KEPT_DAYS = 1;

const AS_IT_IS: StoredAnswer = { store: (answer) => answer, restore: (stored) => stored, keptForMs: ANSWER_KEPT_DAYS * DAY_MS };

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
    keptForMs: SECRET_KEPT_DAYS * DAY_MS,
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
    const expiresAt = new Date(clock.now().getTime() + kept.keptForMs);
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...claim, expiresAt })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
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

export const IDEMPOTENCY_RETENTION_QUEUE = 'idempotency.retention';
/** Every night at 04:30 Rome time, after the webhooks' retention (04:15). */
export const IDEMPOTENCY_RETENTION_CRON = '30 4 * * *';
/** Rows per statement: each is its own short transaction. */
const PRUNED_PER_STATEMENT = 5_000;

/**
 * Forgets the keys past their `expires_at` (idempotency_keys_expires_at_idx finds them), a batch per statement;
 * answers how many. A key claimed by a transaction still running is locked and left for the next night.
 */
export function pruneExpiredIdempotencyKeys(db: Executor, now: Date = clock.now()): Promise<number> {
  return deleteInBatches(
    db,
    PRUNED_PER_STATEMENT,
    sql`
      delete from idempotency_keys where (user_id, key) in (
        select user_id, key from idempotency_keys
         where expires_at < ${now.toISOString()}::timestamptz
         limit ${PRUNED_PER_STATEMENT}
           for update skip locked)`,
  );
}

/** The nightly retention of the keys, on the instance that runs jobs. */
export async function idempotencyRetention(deps: { config: AppConfig; db: Database; queue: JobQueue }): Promise<void> {
  if (!deps.config.runJobs) return;
  await deps.queue.work(IDEMPOTENCY_RETENTION_QUEUE, async () => {
    await pruneExpiredIdempotencyKeys(deps.db);
  });
  await deps.queue.schedule(IDEMPOTENCY_RETENTION_QUEUE, IDEMPOTENCY_RETENTION_CRON);
}
