/**
 * API tokens in every state (issue 23): Demo Srl's admin has a read-only token an integration used, one that expired
 * and one revoked; the demo hacker has a read-write reports token for their scanner, the triager a read-only one (its
 * creation in the audit log, as every staff token's). The tokens themselves are not
 * kept (only their hashes are stored): the account page shows their hints, scopes, states and last use.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { apiTokens } from '../../src/db/schema/index.ts';
import type { DemoReportsContext } from './demo-reports.ts';

interface Created {
  token: string;
  item: { id: string };
}

export async function seedDemoApiTokens(context: DemoReportsContext, db: Database): Promise<string> {
  const admin = await context.user('companyAdmin');
  const jira = await admin.post<Created>('/api/integrations/tokens', { name: 'Export Jira', scopes: { reports: 'read', programs: 'read' }, expiresInDays: 90 });
  // The integration's call: the token alone, so the list shows when it was last used.
  await admin.call('GET', '/api/reports?size=1', undefined, { authorization: `Bearer ${jira.token}` });
  const old = await admin.post<Created>('/api/integrations/tokens', { name: 'Script bilancio 2025', scopes: { wallet: 'read' }, expiresInDays: 30 });
  await db
    .update(apiTokens)
    .set({ expiresAt: sql`now() - interval '3 days'`, createdAt: sql`now() - interval '33 days'` })
    .where(eq(apiTokens.id, old.item.id));
  const leaked = await admin.post<Created>('/api/integrations/tokens', { name: 'Prova CI', scopes: { reports: 'write' }, expiresInDays: 7 });
  await admin.post(`/api/integrations/tokens/${leaked.item.id}/revoke`);

  const hacker = await context.user('hacker');
  await hacker.post('/api/integrations/tokens', { name: 'Scanner', scopes: { reports: 'write', programs: 'read' }, expiresInDays: 365 });

  // Staff confirm with a two-factor code, and their tokens are audited: the super admin's audit log shows this one.
  const triager = await context.user('triager');
  await triager.post('/api/integrations/tokens', { name: 'Bot di triage', scopes: { reports: 'read' }, expiresInDays: 30, otp: await triager.nextOtp() });
  return "API tokens: Demo Srl's admin has one in use (Export Jira), one expired and one revoked; the demo hacker has a scanner's token; the triager has a triage bot's token, in the audit log (Account, tab \"Token API\")";
}
