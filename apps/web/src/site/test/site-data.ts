/** The site's page tests' shared fixture: the offer, a SiteData that refuses what a test did not expect, and a render. */
import { SETTING_DEFAULTS, type Language, type SiteData, type SiteOffer, type SiteViewer } from '@bb/domain';
import { renderSite, type SiteAnswer } from '../entry-server.tsx';

/** The platform settings' defaults, as a fresh platform states them. */
export const TEST_OFFER: SiteOffer = {
  managedFeePercent: SETTING_DEFAULTS.MANAGED_FEE_PERCENT,
  verificationFeePercent: SETTING_DEFAULTS.VERIFICATION_FEE_PERCENT,
  retestFee: SETTING_DEFAULTS.RETEST_FEE,
  vatRatePercent: SETTING_DEFAULTS.VAT_RATE_PERCENT,
  supportEmail: SETTING_DEFAULTS.SUPPORT_EMAIL,
  legalName: 'Bug Bounty Italia S.r.l.',
  taxTable: SETTING_DEFAULTS.TAX_TABLE,
  inpsRates: SETTING_DEFAULTS.INPS_GESTIONE_SEPARATA,
};

type SiteDataMethod = Exclude<keyof SiteData, 'offer'>;

const unexpected = (method: SiteDataMethod) => async (): Promise<never> => {
  throw new Error(`${method} is not expected in this test`);
};

/** A SiteData answering TEST_OFFER (with `offer`'s changes) and `parts`' methods; any other method throws. */
export function testSiteData({ offer, ...parts }: Partial<Omit<SiteData, 'offer'>> & { offer?: Partial<SiteOffer> } = {}): SiteData {
  return {
    offer: async () => ({ ...TEST_OFFER, ...offer }),
    programs: parts.programs ?? unexpected('programs'),
    program: parts.program ?? unexpected('program'),
    leaderboard: parts.leaderboard ?? unexpected('leaderboard'),
    legal: parts.legal ?? unexpected('legal'),
    wiki: parts.wiki ?? unexpected('wiki'),
    sitemapPrograms: parts.sitemapPrograms ?? unexpected('sitemapPrograms'),
  };
}

/** Renders the site at `url` (path and query), in Italian to an anonymous visitor unless told otherwise. */
export function renderPage(url: string, data: SiteData, options: { language?: Language; viewer?: SiteViewer } = {}): Promise<SiteAnswer> {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = new URLSearchParams(mark === -1 ? '' : url.slice(mark + 1));
  return renderSite({ path, query, language: options.language ?? 'it', viewer: options.viewer ?? null, publicUrl: 'http://localhost' }, data);
}

/** A rendered page as the tests read it: its document, the visible text of <main> (spaces normalised) and its links. */
export function readPage(answer: SiteAnswer) {
  const doc = new DOMParser().parseFromString(`<html><head>${answer.head}</head><body>${answer.body}</body></html>`, 'text/html');
  // Mantine's responsive style props render <style> tags; only the visible text is asserted.
  doc.querySelectorAll('main style').forEach((style) => style.remove());
  // Currency formats put (narrow) no-break spaces between figure and symbol.
  const text = (doc.querySelector('main')?.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
  const hrefs = [...doc.querySelectorAll('main a')].map((link) => link.getAttribute('href'));
  return { answer, doc, text, hrefs };
}
