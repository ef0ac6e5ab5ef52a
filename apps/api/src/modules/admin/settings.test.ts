import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TAX_TABLE, SETTING_DEFAULTS, SETTING_KEYS, type RewardFloors } from '@bb/domain';
import { platformSettings } from '../../db/schema/index.ts';
import { expectUnchanged } from '../../test/db-snapshot.ts';
import { clientAs, createUser, DEFAULT_PASSWORD, otpFor, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { settingsModule } from '../settings/index.ts';
import { TestClient } from '../../test/test-client.ts';
import { ADMIN_TABLES, auditEntries } from './admin.test-support.ts';

let ctx: TestContext;
let admin: { user: TestUser; client: TestClient };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await clientAs(ctx.app, ctx.db, 'superadmin');
});

const patch = (body: unknown) => admin.client.patch('/api/admin/settings', body);
const stored = async (key: string) => (await ctx.db.select().from(platformSettings).where(eq(platformSettings.key, key)))[0];

describe('GET /api/admin/settings', () => {
  it('answers every setting, defaults while nothing is stored', async () => {
    const response = await admin.client.get('/api/admin/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SETTING_DEFAULTS);
    expect(Object.keys(response.json()).sort()).toEqual([...SETTING_KEYS].sort());
    expect(response.json().TAX_TABLE.it_ordinary_vat).toEqual({
      vatPercent: 22,
      withholdingPercent: 20,
      stampDutyAmount: 0,
      stampDutyThreshold: 0,
      inpsThreshold: null,
    });
  });

  it('falls back to the default for a stored value that no longer fits its schema', async () => {
    await ctx.db.insert(platformSettings).values({ key: 'VAT_RATE_PERCENT', value: 'twenty-two' });
    expect((await admin.client.get('/api/admin/settings')).json().VAT_RATE_PERCENT).toBe(22);
    await ctx.db.delete(platformSettings).where(eq(platformSettings.key, 'VAT_RATE_PERCENT'));
  });
});

describe('PATCH /api/admin/settings', () => {
  it('writes the changed keys with who changed them and records one audit entry with old and new values', async () => {
    const floors = { low: 0, medium: 350.5, high: 900, critical: 2500 };
    const response = await patch({ REWARD_FLOORS: floors, MANAGED_FEE_PERCENT: 12.5, VERIFICATION_FEE_PERCENT: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...SETTING_DEFAULTS, REWARD_FLOORS: floors, MANAGED_FEE_PERCENT: 12.5 });
    expect(await stored('REWARD_FLOORS')).toMatchObject({ value: floors, updatedBy: admin.user.id });
    expect(await stored('MANAGED_FEE_PERCENT')).toMatchObject({ value: 12.5, updatedBy: admin.user.id });
    expect(await stored('VERIFICATION_FEE_PERCENT')).toBeUndefined();

    const [entry, ...more] = await auditEntries(ctx.db, 'settings.update');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      targetType: 'settings',
      targetId: null,
      details: {
        keys: ['REWARD_FLOORS', 'MANAGED_FEE_PERCENT'],
        changes: { REWARD_FLOORS: { old: SETTING_DEFAULTS.REWARD_FLOORS, new: floors }, MANAGED_FEE_PERCENT: { old: 10, new: 12.5 } },
      },
    });
    expect((await admin.client.get('/api/admin/settings')).json()).toMatchObject({ REWARD_FLOORS: floors, MANAGED_FEE_PERCENT: 12.5 });
  });

  it('changes a whole tax table and records the previous one', async () => {
    const table = { ...DEFAULT_TAX_TABLE, it_flat_rate: { ...DEFAULT_TAX_TABLE.it_flat_rate, stampDutyAmount: 2.5 } };
    expect((await patch({ TAX_TABLE: table })).json().TAX_TABLE).toEqual(table);
    const entries = await auditEntries(ctx.db, 'settings.update');
    expect(entries.at(-1)!.details).toEqual({ keys: ['TAX_TABLE'], changes: { TAX_TABLE: { old: DEFAULT_TAX_TABLE, new: table } } });
  });

  it('changes nothing and records nothing for an empty patch or values equal to the current ones', async () => {
    for (const body of [
      {},
      { VERIFICATION_FEE_PERCENT: 5, MANAGED_FEE_PERCENT: 12.5 },
      { TAX_TABLE: (await admin.client.get('/api/admin/settings')).json().TAX_TABLE },
    ]) {
      const response = await expectUnchanged(ctx.db, () => patch(body), ADMIN_TABLES);
      expect(response.statusCode).toBe(200);
    }
  });

  it.each([
    [{ VAT_RATE_PERCENT: 120 }, { VAT_RATE_PERCENT: ['Enter a percentage between 0 and 100 with at most 2 decimals'] }],
    [
      { REWARD_FLOORS: { low: 100.123, medium: 300, high: 800, critical: 2000 } },
      { 'REWARD_FLOORS.low': ['Enter an amount in euro from 0 to 999,999,999, with at most 2 decimals'] },
    ],
    [
      { REWARD_FLOORS: { low: 100, medium: 300, high: 800, critical: 700 } },
      { 'REWARD_FLOORS.critical': ['The floor cannot be lower than the one of the previous severity'] },
    ],
    [
      { REWARD_FLOORS: { low: 100 } },
      {
        'REWARD_FLOORS.medium': ['This field is mandatory'],
        'REWARD_FLOORS.high': ['This field is mandatory'],
        'REWARD_FLOORS.critical': ['This field is mandatory'],
      },
    ],
    [{ TESTING_ACCOUNT_MIN_SCORE: -3 }, { TESTING_ACCOUNT_MIN_SCORE: ['Enter a whole number from 0 to 1,000,000'] }],
    [
      { WRITE_LIMITS: { ...SETTING_DEFAULTS.WRITE_LIMITS, reportComment: { max: 0, windowMinutes: 60 } } },
      { 'WRITE_LIMITS.reportComment.max': ['Enter a whole number of actions from 1 to 100,000'] },
    ],
    [{ LOGIN_DISABLED: 'true' }, { LOGIN_DISABLED: ['Invalid value'] }],
    [
      { TAX_TABLE: { ...DEFAULT_TAX_TABLE, foreign_vat: { ...DEFAULT_TAX_TABLE.foreign_vat, vatPercent: 22.001 } } },
      { 'TAX_TABLE.foreign_vat.vatPercent': ['Enter a percentage between 0 and 100 with at most 2 decimals'] },
    ],
    [{ MAINTENANCE_MODE: true, VAT_RATE_PERCENT: 21 }, { _: ['Unknown setting'] }],
  ])('answers 422 with the fields and changes nothing: %j', async (body, fields) => {
    const response = await expectUnchanged(ctx.db, () => patch(body), ADMIN_TABLES);
    expect([response.statusCode, response.json().code]).toEqual([422, 'VALIDATION_ERROR']);
    expect(response.json().fields).toEqual(fields);
  });

  it('refuses other roles with nothing changed', async () => {
    for (const userType of ['staff', 'company', 'hacker'] as const) {
      const { client } = await clientAs(ctx.app, ctx.db, userType);
      const response = await expectUnchanged(ctx.db, () => client.patch('/api/admin/settings', { LOGIN_DISABLED: true }), ADMIN_TABLES);
      expect([response.statusCode, response.json().code]).toEqual([403, 'FORBIDDEN']);
    }
  });

  it('LOGIN_DISABLED switched here refuses a hacker sign-in at once, not a super admin one, until switched back', async () => {
    const hacker = await createUser(ctx.db);
    const login = (user: TestUser, otp?: string) => new TestClient(ctx.app).post('/api/users/login', { email: user.email, password: DEFAULT_PASSWORD, otp });
    expect((await login(hacker)).statusCode).toBe(200);

    expect((await patch({ LOGIN_DISABLED: true })).json().LOGIN_DISABLED).toBe(true);
    const refused = await login(hacker);
    expect([refused.statusCode, refused.json().code]).toEqual([400, 'LOGIN_DISABLED']);
    expect((await login(admin.user, await otpFor(admin.user))).statusCode).toBe(200);

    await patch({ LOGIN_DISABLED: false });
    expect((await login(hacker)).statusCode).toBe(200);
    const switches = (await auditEntries(ctx.db, 'settings.update')).filter((e) => (e.details as { keys: string[] }).keys.includes('LOGIN_DISABLED'));
    expect(switches.map((e) => (e.details as { changes: Record<string, unknown> }).changes)).toEqual([
      { LOGIN_DISABLED: { old: false, new: true } },
      { LOGIN_DISABLED: { old: true, new: false } },
    ]);
  });

  it('reaches readers of other instances within the 2 s cache, typed per key', async () => {
    const reader = settingsModule(ctx.db); // another process's reader: not invalidated by this instance's writes
    expect(await reader.get('VAT_RATE_PERCENT')).toBe(22);
    await patch({ VAT_RATE_PERCENT: 21.5, REWARD_FLOORS: { low: 150, medium: 300, high: 800, critical: 2000 } });
    expect(await reader.get('VAT_RATE_PERCENT')).toBe(22);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await reader.get('VAT_RATE_PERCENT')).toBe(21.5);
    const floors: RewardFloors = await reader.get('REWARD_FLOORS');
    expect(floors.low).toBe(150);
  });

  it('serialises concurrent patches, so each audit entry records the value it replaced', async () => {
    await Promise.all([patch({ TESTING_ACCOUNT_MIN_SCORE: 10 }), patch({ TESTING_ACCOUNT_MIN_SCORE: 20 })]);
    const changes = (
      await ctx.db.execute<{ old: number; new: number }>(
        sql`select (details->'changes'->'TESTING_ACCOUNT_MIN_SCORE'->>'old')::int as old, (details->'changes'->'TESTING_ACCOUNT_MIN_SCORE'->>'new')::int as new from audit_log where details->'keys' ? 'TESTING_ACCOUNT_MIN_SCORE'`,
      )
    ).rows;
    expect(changes).toHaveLength(2);
    // In the order they took the lock, which their times need not tell (each is its transaction's start): the first
    // replaced the default, the second what the first wrote.
    const first = changes.find((change) => change.old === 0);
    const second = changes.find((change) => change !== first);
    expect(first).toBeDefined();
    expect(second!.old).toBe(first!.new);
  });
});
