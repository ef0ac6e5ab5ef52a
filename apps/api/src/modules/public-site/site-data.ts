/**
 * What the server hands the public site's renderer (SiteData): every call reads public data through the other modules'
 * read functions and services, never their tables.
 */
import { PUBLIC_HALL_OF_FAME_SIZE, type PublicProgramPage, type SiteData, type SiteOffer } from '@bb/domain';
import type { PlatformIdentity } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { leaderboardPage } from '../hackers/index.ts';
import type { LegalService } from '../legal/index.ts';
import { programHallOfFameTop, publicProgram, publicProgramDirectory, publicProgramsForSitemap } from '../programs/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { publicProgramResponseTimes } from '../stats/index.ts';
import type { WikiService } from '../wiki/index.ts';

export interface SiteDataDeps {
  db: Database;
  settings: Pick<SettingsReader, 'get'>;
  platform: Pick<PlatformIdentity, 'legalName'>;
  legal: Pick<LegalService, 'document'>;
  wiki: Pick<WikiService, 'search'>;
}

/** GET /api/programs/{id}/public and the site's program page: NOT_FOUND unless a visitor may see the program. */
export async function publicProgramPage(db: Database, id: string): Promise<PublicProgramPage> {
  // The program first: its visibility check answers NOT_FOUND before anything else is read.
  const program = await publicProgram(db, id);
  const [responseTimes, hallOfFame] = await Promise.all([publicProgramResponseTimes(db, id), programHallOfFameTop(db, id, PUBLIC_HALL_OF_FAME_SIZE)]);
  return { ...program, responseTimes, hallOfFame };
}

/** The platform's current prices and contacts (platform settings, read at each call: a change shows at once). */
async function currentOffer(deps: Pick<SiteDataDeps, 'settings' | 'platform'>): Promise<SiteOffer> {
  const [managedFeePercent, verificationFeePercent, retestFee, vatRatePercent, supportEmail, taxTable, inpsRates] = await Promise.all([
    deps.settings.get('MANAGED_FEE_PERCENT'),
    deps.settings.get('VERIFICATION_FEE_PERCENT'),
    deps.settings.get('RETEST_FEE'),
    deps.settings.get('VAT_RATE_PERCENT'),
    deps.settings.get('SUPPORT_EMAIL'),
    deps.settings.get('TAX_TABLE'),
    deps.settings.get('INPS_GESTIONE_SEPARATA'),
  ]);
  return { managedFeePercent, verificationFeePercent, retestFee, vatRatePercent, supportEmail, legalName: deps.platform.legalName, taxTable, inpsRates };
}

export function siteData(deps: SiteDataDeps): SiteData {
  return {
    offer: () => currentOffer(deps),
    programs: (query) => publicProgramDirectory(deps.db, query),
    async program(id) {
      try {
        return await publicProgramPage(deps.db, id);
      } catch (error) {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    leaderboard: async (limit) => (await leaderboardPage(deps.db, { limit, offset: 0 })).results,
    legal: (document, language) => deps.legal.document(document, language),
    wiki: async (language, search) => deps.wiki.search(language, search),
    sitemapPrograms: () => publicProgramsForSitemap(deps.db),
  };
}
