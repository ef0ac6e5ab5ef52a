import { matchPath } from 'react-router';
import { aboutPage } from './pages/about-page.tsx';
import { contactsPage } from './pages/contacts-page.tsx';
import { companiesLandingPage } from './pages/companies-page.tsx';
import { discoverPages } from './pages/discover-page.tsx';
import { hackersPage } from './pages/hackers-page.tsx';
import { homePage } from './pages/home-page.tsx';
import { privacyCompaniesPage, privacyHackersPage, termsPage } from './pages/legal-page.tsx';
import { programPage } from './pages/program-page.tsx';
import { programsPage } from './pages/programs-page.tsx';
import { referralPage } from './pages/referral-page.tsx';
import { thankYouPage } from './pages/thank-you-page.tsx';
import { wikiPage } from './pages/wiki-page.tsx';
import type { SitePage } from './site-page.ts';

/** Every page of the public site. */
export const SITE_PAGES: readonly SitePage[] = [
  homePage,
  ...discoverPages,
  hackersPage,
  programsPage,
  programPage,
  referralPage,
  aboutPage,
  contactsPage,
  companiesLandingPage,
  thankYouPage,
  termsPage,
  privacyCompaniesPage,
  privacyHackersPage,
  wikiPage,
];

/** The site's page at this path and its parameters, or null. */
export function matchSitePage(path: string): { page: SitePage; params: Record<string, string | undefined> } | null {
  for (const page of SITE_PAGES) {
    const match = matchPath({ path: page.path, end: true }, path);
    if (match) return { page, params: match.params };
  }
  return null;
}

/** The addresses the sitemap lists besides the public programs. */
export function sitemapPaths(): string[] {
  return SITE_PAGES.flatMap((page) => (page.sitemapPaths ? [...page.sitemapPaths] : page.sitemap ? [page.path] : []));
}
