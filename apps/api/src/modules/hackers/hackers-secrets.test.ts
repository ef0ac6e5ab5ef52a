/**
 * A hacker's bank and tax data reach nobody but the hacker: every GET route of routes.tsv, called by
 * every kind of caller with the hacker's id in the path, answers without the IBAN, the tax code or
 * the VAT number anywhere in the body (lists, public pages, rankings, profiles).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserType } from '@bb/domain';
import { clientAs } from '../../test/factories.ts';
import { readSpecRoutes, toFastifyPath } from '../../test/spec-routes.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { hacker } from './hackers.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

/** Not the platform's own demo IBAN, which the deposit details rightly show to companies. */
const IBAN = 'DE89370400440532013000';
const TAX_ID = 'RSSMRA85T10A562S';
const VAT_NUMBER = '12345678903';

describe("a hacker's bank and tax data", () => {
  it('appear in no GET answer to anyone else, whatever the route', async () => {
    // A ranked, verified hacker with a VAT regime (so the VAT number is stored too) and a bank account.
    const owner = await hacker(ctx, { kycStatus: 'approved', points: 77 });
    const regime = await owner.client.put('/api/payments/settings/regime', {
      residenceCountry: 'ITA',
      taxRegime: 'it_ordinary_vat',
      vatNumber: VAT_NUMBER,
      taxId: TAX_ID,
      residenceState: 'MI',
      residenceAddress: 'Via Roma 1',
      residenceCity: 'Milano',
      residenceCap: '20121',
    });
    expect(regime.statusCode, regime.body).toBe(200);
    expect((await owner.client.put('/api/payments/settings/payment', { iban: IBAN, swift: 'COBADEFFXXX' })).statusCode).toBe(200);
    // The owner's own settings do carry them: the check below would notice if the values were stored differently.
    expect((await owner.client.get('/api/payments/settings')).body).toContain(IBAN);

    const callers: [string, TestClient][] = [['anonymous', new TestClient(ctx.app)]];
    for (const userType of ['hacker', 'company', 'staff', 'superadmin'] as UserType[])
      callers.push([userType, (await clientAs(ctx.app, ctx.db, userType)).client]);

    const routes = readSpecRoutes().filter((route) => route.method === 'GET' && ctx.app.hasRoute({ method: 'GET', url: toFastifyPath(route.path) }));
    expect(routes.length).toBeGreaterThan(40);
    const leaks: string[] = [];
    let answered = 0;
    for (const route of routes) {
      const url = route.path.replace(/\{\w+\}/g, owner.user.id);
      for (const [name, client] of callers) {
        const response = await client.get(url);
        if (response.statusCode === 200) answered += 1;
        for (const secret of [IBAN, TAX_ID, VAT_NUMBER]) if (response.body.includes(secret)) leaks.push(`${name} GET ${url} shows ${secret}`);
      }
    }
    expect(leaks).toEqual([]);
    // The walk reached the hacker's public pages, the rankings and the admin lists, not only refusals.
    expect(answered).toBeGreaterThan(40);
  });
});
