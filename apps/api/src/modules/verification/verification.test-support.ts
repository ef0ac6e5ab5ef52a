import { eq } from 'drizzle-orm';
import { hackerVerifications, users } from '../../db/schema/index.ts';
import { expectUnchanged, STATE_TABLES } from '../../test/db-snapshot.ts';
import { createUser, signedInClient, type TestUser } from '../../test/factories.ts';
import type { TestContext } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';
import type { WebhookDelivery } from './verification.provider.ts';

/** The state tables plus the verification ones: a refused or ignored call changes none of them. */
export const VERIFICATION_TABLES = [...STATE_TABLES, 'hacker_verifications', 'verification_webhook_events'] as const;

export function unchanged<T>(ctx: TestContext, action: () => Promise<T>): Promise<T> {
  return expectUnchanged(ctx.db, action, VERIFICATION_TABLES);
}

export async function signedInHacker(ctx: TestContext): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(ctx.db, { userType: 'hacker' });
  return { user, client: await signedInClient(ctx.app, ctx.db, user) };
}

/** Posts a delivery to the public webhook as the provider would: raw bytes, no cookies, no CSRF header. */
export function deliver(ctx: TestContext, delivery: WebhookDelivery) {
  return ctx.app.inject({ method: 'POST', url: '/api/verification/webhook', payload: delivery.rawBody, headers: delivery.headers });
}

export async function storedVerification(ctx: TestContext, userId: string) {
  const [user] = await ctx.db.select({ kycStatus: users.kycStatus }).from(users).where(eq(users.id, userId));
  const [verification] = await ctx.db.select().from(hackerVerifications).where(eq(hackerVerifications.userId, userId));
  return { kycStatus: user?.kycStatus, verification: verification ?? null };
}

export function errorOf(response: { statusCode: number; json: () => { code?: string } }): [number, string | undefined] {
  return [response.statusCode, response.json().code];
}
