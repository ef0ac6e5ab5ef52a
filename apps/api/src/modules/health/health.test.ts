import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('health for orchestrators', () => {
  it('/livez: the process answers, without touching the database', async () => {
    const response = await get('/livez');
    expect([response.statusCode, response.json(), response.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
  });

  it('/readyz: ready with the database answering and every migration applied, not ready when one is missing', async () => {
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    const { migrations } = ready.json() as { migrations: { applied: number; expected: number } };
    expect(migrations.applied).toBe(migrations.expected);
    expect(migrations.expected).toBeGreaterThan(25);

    await ctx.db.$client.query('delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)');
    const behind = await get('/readyz');
    expect([behind.statusCode, behind.json().status]).toEqual([503, 'error']);
  });
});
