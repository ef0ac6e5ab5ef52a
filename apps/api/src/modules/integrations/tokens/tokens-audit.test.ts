/**
 * Staff and super admins' API tokens in the audit log (their tokens carry the platform's powers; a hacker's or a
 * company user's own tokens are theirs to manage, as every owner's own change), and a token creation repeated under an
 * Idempotency-Key: one token, the same answer to the same session, nothing to another.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@bb/domain';
import { apiTokens, auditLog, idempotencyKeys } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { clientAs, createUser, otpFor, signedInClient, type TestUser } from '../../../test/factories.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { auditEntries } from '../../admin/admin.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const TOKENS = '/api/integrations/tokens';
/** The token's characters up to here are its hint, shown in lists; the rest is never stored. */
const API_HINT_LENGTH = 12;
const tokensOf = async (userId: string) => ctx.db.select().from(apiTokens).where(eq(apiTokens.userId, userId));
const auditOf = async (userId: string) => ctx.db.select().from(auditLog).where(eq(auditLog.actorId, userId));

async function signedIn(userType: UserType): Promise<{ user: TestUser; client: TestClient }> {
  const user = await createUser(ctx.db, { userType });
  return { user, client: await signedInClient(ctx.app, ctx.db, user) };
}

/** A token's creation body; staff and super admins add a fresh two-factor code. */
async function creation(user: TestUser, name = 'triage bot') {
  const otp = user.userType === 'staff' || user.userType === 'superadmin' ? { otp: await otpFor(user) } : {};
  return { name, scopes: { reports: 'read', programs: 'write' }, expiresInDays: 30, ...otp };
}

describe('the audit log', () => {
  it.each(['staff', 'superadmin'] as const)("records a %s's token creation and revocation, by name and hint, never the token", async (userType) => {
    const { user, client } = await signedIn(userType);
    const created = await client.post(TOKENS, await creation(user));
    expect(created.statusCode, created.body).toBe(201);
    const { token, item } = created.json() as { token: string; item: { id: string; hint: string; expiresAt: string } };
    expect((await client.post(`${TOKENS}/${item.id}/revoke`)).statusCode).toBe(200);
    // Revoking it again changes nothing and records nothing.
    expect((await client.post(`${TOKENS}/${item.id}/revoke`)).statusCode).toBe(200);

    const entries = await auditOf(user.id);
    expect(entries.map(({ action, targetType, targetId, details }) => ({ action, targetType, targetId, details }))).toEqual([
      {
        action: 'apiToken.create',
        targetType: 'user',
        targetId: user.id,
        details: { name: 'triage bot', hint: item.hint, scopes: 'reports:read, programs:write', expiresAt: item.expiresAt },
      },
      { action: 'apiToken.revoke', targetType: 'user', targetId: user.id, details: { name: 'triage bot', hint: item.hint } },
    ]);
    expect(JSON.stringify(entries)).not.toContain(token.slice(API_HINT_LENGTH));
  });

  it('shows the entries to super admins with the owner by name', async () => {
    const { user, client } = await signedIn('staff');
    expect((await client.post(TOKENS, await creation(user, 'nightly export'))).statusCode).toBe(201);
    const reader = await clientAs(ctx.app, ctx.db, 'superadmin');
    const page = await reader.client.get('/api/admin/audit-log?action=apiToken.create');
    expect(page.statusCode, page.body).toBe(200);
    const entry = (page.json() as { results: { actor: { id: string }; target: { name: string }; details: { name: string } }[] }).results.find(
      (result) => result.actor.id === user.id,
    );
    expect(entry).toMatchObject({ target: { name: user.username }, details: { name: 'nightly export' } });
  });

  it.each(['hacker', 'company'] as const)("leaves a %s's own tokens out of it", async (userType) => {
    const { user, client } = await clientAs(ctx.app, ctx.db, userType);
    const created = await client.post(TOKENS, await creation(user));
    expect(created.statusCode, created.body).toBe(201);
    expect((await client.post(`${TOKENS}/${(created.json() as { item: { id: string } }).item.id}/revoke`)).statusCode).toBe(200);
    expect(await auditOf(user.id)).toEqual([]);
    expect(await auditEntries(ctx.db, 'apiToken.create')).not.toContainEqual(expect.objectContaining({ actorId: user.id }));
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated creation with the same token, minting and auditing one, without asking for the used code again', async () => {
    const { user, client } = await signedIn('staff');
    const body = await creation(user);
    const headers = { 'idempotency-key': 'create-token-1' };
    const first = await client.post(TOKENS, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await client.post(TOKENS, body, headers);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await tokensOf(user.id)).toHaveLength(1);
    expect((await auditOf(user.id)).filter((entry) => entry.action === 'apiToken.create')).toHaveLength(1);

    // The answer is kept for replays with the token sealed: the database never holds it in plain text.
    const { token } = first.json() as { token: string };
    const [kept] = await ctx.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(JSON.stringify(kept!.responseBody)).not.toContain(token.slice(API_HINT_LENGTH));
  });

  it('never replays the token to another session of the same user, nor for another request under the same key', async () => {
    const { user, client } = await signedIn('hacker');
    const body = await creation(user);
    const headers = { 'idempotency-key': 'create-token-2' };
    const first = await client.post(TOKENS, body, headers);
    expect(first.statusCode, first.body).toBe(201);
    const { token } = first.json() as { token: string };

    const otherSession = await signedInClient(ctx.app, ctx.db, user);
    const elsewhere = await otherSession.post(TOKENS, body, headers);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(elsewhere.body).not.toContain(token);

    const changed = await client.post(TOKENS, { ...body, name: 'another' }, headers);
    expect(changed.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await tokensOf(user.id)).toHaveLength(1);
  });
});
