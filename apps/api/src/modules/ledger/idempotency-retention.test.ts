/**
 * How long an Idempotency-Key is remembered: a money call's answer a month, an answer holding a secret (a webhook's
 * signing secret, an API token) a day, since its sealed copy is a second place the secret rests. The nightly job
 * forgets the keys past that, after which a repeat runs again.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../db/schema/index.ts';
import { clock } from '../../lib/clock.ts';
import { deriveKeyRing } from '../../lib/crypto.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import {
  IDEMPOTENCY_RETENTION_CRON,
  IDEMPOTENCY_RETENTION_QUEUE,
  pruneExpiredIdempotencyKeys,
  runIdempotent,
  sealingSecret,
  type IdempotencyClaim,
} from './idempotency.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const DAY_MS = 86_400_000;
const claimOf = (): IdempotencyClaim => ({ userId: randomUUID(), key: randomUUID(), fingerprint: 'f' });

async function expiryOf(claim: IdempotencyClaim): Promise<number> {
  const [row] = await ctx.db.select({ expiresAt: idempotencyKeys.expiresAt }).from(idempotencyKeys).where(eq(idempotencyKeys.key, claim.key));
  return row!.expiresAt.getTime() - clock.now().getTime();
}

describe('an idempotency key is kept', () => {
  it('a month for an answer kept as it is', async () => {
    const claim = claimOf();
    await runIdempotent(ctx.db, claim, async () => ({ moved: true }));
    expect(await expiryOf(claim)).toBeGreaterThan(29.9 * DAY_MS);
    expect(await expiryOf(claim)).toBeLessThanOrEqual(30 * DAY_MS);
  });

  it('a day for an answer holding a secret', async () => {
    const claim = claimOf();
    const kept = sealingSecret(deriveKeyRing('a-session-secret-of-at-least-32-characters', [], 'test'), 'secret');
    await runIdempotent(ctx.db, claim, async () => ({ secret: 'whsec_shown_once' }), kept);
    expect(await expiryOf(claim)).toBeGreaterThan(0.9 * DAY_MS);
    expect(await expiryOf(claim)).toBeLessThanOrEqual(DAY_MS);
  });
});

describe('pruneExpiredIdempotencyKeys', () => {
  it('forgets the keys past their expiry and keeps the others; a forgotten key runs again', async () => {
    const expired = claimOf();
    const current = claimOf();
    let runs = 0;
    const work = async () => ({ run: ++runs });
    await runIdempotent(ctx.db, expired, work);
    await runIdempotent(ctx.db, current, work);
    await ctx.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
      .where(eq(idempotencyKeys.key, expired.key));

    expect(await pruneExpiredIdempotencyKeys(ctx.db)).toBeGreaterThanOrEqual(1);
    const left = await ctx.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, [expired.key, current.key]));
    expect(left.map((row) => row.key)).toEqual([current.key]);
    expect(await runIdempotent(ctx.db, current, work)).toEqual({ run: 2 });
    expect(await runIdempotent(ctx.db, expired, work)).toEqual({ run: 3 });
  });

  it('finds them through their index', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`explain select 1 from idempotency_keys where expires_at < now()`);
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('idempotency_keys_expires_at_idx');
  });
});

describe('the schedule', () => {
  it('runs the retention every night on an instance that runs jobs', async () => {
    const withJobs = await createTestApp({}, { runJobs: true });
    const { rows } = await withJobs.db.execute<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = ${IDEMPOTENCY_RETENTION_QUEUE}`,
    );
    expect(rows).toEqual([{ cron: IDEMPOTENCY_RETENTION_CRON, timezone: 'Europe/Rome' }]);
  });
});
