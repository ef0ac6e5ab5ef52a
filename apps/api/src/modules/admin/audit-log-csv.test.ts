/**
 * GET /api/admin/audit-log/export.csv: the audit log as a file, read back. The rows are the log's for the same filters,
 * newest first; actions and targets are words in the caller's language (an older action of another shape stays as
 * it was written), the target's current name and a deposit's amount beside them, the details as recorded.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { downloadCsv, listIds } from '../../test/csv-export.ts';
import { clientAs, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { recordTransfer } from '../banking/banking.test-support.ts';
import { errorOf } from '../companies/companies.test-support.ts';

let ctx: TestContext;
let admin: { user: TestUser; client: TestClient };
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await clientAs(ctx.app, ctx.db, 'superadmin');
});

describe('GET /api/admin/audit-log/export.csv', () => {
  it("writes the log's entries for the same filters, in words, with the target's name and amount", async () => {
    const deposit = await recordTransfer(admin.client, { amount: 1220.5, payerName: 'Pagatore Audit' });
    const olga = await createUser(ctx.db, { userType: 'staff', firstName: 'Olga' });
    await ctx.db.insert(auditLog).values([
      { actorId: olga.id, action: 'legacy.thing', targetType: 'legacy', targetId: 'x', details: { note: '=1+1' }, createdAt: new Date('2025-01-02T12:00:00Z') },
      { actorId: null, action: 'company.verify', targetType: 'company', targetId: randomUUID(), createdAt: new Date('2025-01-01T12:00:00Z') },
    ]);

    const file = await downloadCsv(admin.client, '/api/admin/audit-log/export.csv');
    expect(file.header).toEqual([
      'Date and time',
      'User',
      "User's name",
      'Action',
      'Target type',
      'Target',
      'Transfer amount (EUR)',
      'Details (JSON)',
      'Target ID',
      'ID',
    ]);
    expect(file.rows.map((row) => row.ID)).toEqual(await listIds(admin.client, '/api/admin/audit-log?size=100'));
    expect(file.rows[0]).toMatchObject({
      User: admin.user.username,
      "User's name": 'Test User',
      Action: 'Transfer recorded',
      'Target type': 'Transfer',
      Target: 'Pagatore Audit',
      'Transfer amount (EUR)': '1220.50',
      'Target ID': deposit.id,
    });
    expect(JSON.parse(file.rows[0]?.['Details (JSON)'] ?? '')).toEqual({ amount: 1220.5, payerName: 'Pagatore Audit' });
    expect(file.rows.slice(1).map((row) => [row.User, row.Action, row['Target type'], row.Target])).toEqual([
      [olga.username, 'legacy.thing', 'legacy', ''],
      ['Deleted account', 'Company approved', 'Company', ''],
    ]);

    admin.client.language = 'it';
    const january = await downloadCsv(admin.client, '/api/admin/audit-log/export.csv?createdAt__lte=2025-01-31T00:00:00Z&delimiter=semicolon', ';');
    expect(january.rows.map((row) => [row.Azione, row['Tipo di oggetto']])).toEqual([
      ['legacy.thing', 'legacy'],
      ['Azienda approvata', 'Azienda'],
    ]);
    const deposits = await downloadCsv(admin.client, '/api/admin/audit-log/export.csv?action=deposit.record&delimiter=semicolon', ';');
    expect(deposits.rows.map((row) => row['Importo del bonifico (EUR)'])).toEqual(['1220,50']);
    admin.client.language = 'en';
  });

  it('refuses anyone but super admins, like the log', async () => {
    expect(errorOf(await new TestClient(ctx.app).get('/api/admin/audit-log/export.csv'))).toEqual([401, 'UNAUTHENTICATED']);
    for (const userType of ['hacker', 'company', 'staff'] as const) {
      const caller = await clientAs(ctx.app, ctx.db, userType);
      expect({ userType, answer: errorOf(await caller.client.get('/api/admin/audit-log/export.csv')) }).toEqual({ userType, answer: [403, 'FORBIDDEN'] });
    }
  });
});
