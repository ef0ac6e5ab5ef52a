import type { Language, SiteData, SiteOffer, SiteViewer } from '@bb/domain';
import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

/** What a page's loader reads: the address's parameters and query, the visitor, and the server's public data. */
export type SitePageInput = {
  path: string;
  params: Readonly<Record<string, string | undefined>>;
  query: URLSearchParams;
  language: Language;
  viewer: SiteViewer;
  /** The product's public address (PUBLIC_URL), for canonical links and previews. */
  publicUrl: string;
  data: SiteData;
};

/** What a page's component receives besides its loaded data. */
export type SiteView = Omit<SitePageInput, 'data'> & { offer: SiteOffer };

export type SiteMeta = {
  title: string;
  description: string;
  /** Thank-you, 404 and search results are kept out of search engines. */
  noindex?: boolean;
  /** Query parameters that make another page of the same address (a list's `page`): kept in its canonical address. */
  canonicalParams?: readonly string[];
};

/** A loader's answer when the address names nothing (an unknown product, a private program): the site's 404. */
export const NOT_FOUND = Symbol('not found');

export type SitePage<T = unknown> = {
  /** A react-router pattern ("/programs/:id"). */
  path: string;
  /**
   * A signed-in visitor: `page` reads the page too; `app` gets the signed-in app at the same address (the programs
   * list and a program's page have a signed-in version); `dashboard` is sent to the dashboard.
   */
  signedIn: 'page' | 'app' | 'dashboard';
  /** Listed in the sitemap (pages with parameters list their own addresses through `sitemapPaths`). */
  sitemap?: boolean;
  /** The concrete addresses of a parametric page (the /discover-{product} pages). */
  sitemapPaths?: readonly string[];
  load?: (input: SitePageInput) => Promise<T | typeof NOT_FOUND>;
  meta: (t: TFunction, loaded: T, view: SiteView) => SiteMeta;
  Page: ComponentType<{ loaded: T; view: SiteView }>;
};

/** Keeps each page's loaded type checked against its component and meta, then forgets it for the page table. */
export function definePage<T = undefined>(page: SitePage<T>): SitePage {
  return page as unknown as SitePage;
}
