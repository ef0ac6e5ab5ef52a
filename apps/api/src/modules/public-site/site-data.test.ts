import { DEFAULT_SUPPORT_EMAIL, SETTING_DEFAULTS, type LegalDocumentText } from '@bb/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsModule } from '../settings/index.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { withSetting } from '../../test/settings.ts';
import { activeProgram } from '../programs/programs.test-support.ts';
import { siteData } from './site-data.ts';

let ctx: TestContext;
let site: ReturnType<typeof siteData>;
const legalText = { document: 'terms', title: 'Terms' } as LegalDocumentText;

beforeAll(async () => {
  ctx = await createTestApp();
  site = siteData({
    db: ctx.db,
    settings: settingsModule(ctx.db),
    platform: { legalName: 'Piattaforma S.r.l.' },
    legal: { document: async () => legalText },
    wiki: { search: (language, search) => [{ id: `${language}-${search ?? ''}`, category: 'account', title: 't', body: 'b' }] },
  });
});

describe('siteData', () => {
  it("states the platform's current offer, a changed setting included", async () => {
    expect(await site.offer()).toEqual({
      managedFeePercent: SETTING_DEFAULTS.MANAGED_FEE_PERCENT,
      verificationFeePercent: SETTING_DEFAULTS.VERIFICATION_FEE_PERCENT,
      retestFee: SETTING_DEFAULTS.RETEST_FEE,
      vatRatePercent: SETTING_DEFAULTS.VAT_RATE_PERCENT,
      supportEmail: DEFAULT_SUPPORT_EMAIL,
      legalName: 'Piattaforma S.r.l.',
      taxTable: SETTING_DEFAULTS.TAX_TABLE,
      inpsRates: SETTING_DEFAULTS.INPS_GESTIONE_SEPARATA,
    });
    await withSetting(ctx.db, 'MANAGED_FEE_PERCENT', 12.5, async () => {
      expect(await site.offer()).toMatchObject({ managedFeePercent: 12.5 });
    });
  });

  it('reads a public program page, and null for an unknown or private one', async () => {
    const open = await activeProgram(ctx, { name: 'Site Data Shop' });
    const hidden = await activeProgram(ctx, { isPublic: false });
    expect(await site.program('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await site.program(hidden.program.id)).toBeNull();
    expect(await site.program(open.program.id)).toMatchObject({
      id: open.program.id,
      name: 'Site Data Shop',
      hallOfFame: [],
      responseTimes: { programId: open.program.id },
    });
    expect(await site.programs({ page: 1, search: undefined })).toMatchObject({ count: 1, results: [{ id: open.program.id }] });
    expect(await site.sitemapPrograms()).toEqual([{ id: open.program.id, updatedAt: expect.any(String) }]);
  });

  it('hands on the leaderboard, the legal texts and the wiki', async () => {
    expect(await site.leaderboard(5)).toEqual([]);
    expect(await site.legal('terms', 'it')).toBe(legalText);
    expect(await site.wiki('en', 'password')).toEqual([expect.objectContaining({ id: 'en-password' })]);
  });
});
