/**
 * The public site's server renderer (built with `vite build --ssr` into dist/server): the API hands it the address,
 * the visitor and its public data, and sends the HTML it answers. Pages are plain HTML with links and forms that work
 * without scripts; the signed-in app's code is never part of them. It also paints the app's sign-in page before the
 * app's script arrives (app/first-paint-server.tsx).
 */
import { MantineProvider } from '@mantine/core';
import type { Language, SiteData, SiteViewer } from '@bb/domain';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { SiteShell } from './components/site-shell.tsx';
import { notFoundPage } from './pages/not-found-page.tsx';
import { headTags } from './head-tags.ts';
import { NOT_FOUND, type SitePage, type SitePageInput, type SiteView } from './site-page.ts';
import { siteI18n } from './site-i18n.ts';
import { matchSitePage } from './site-pages.ts';

export { isAppPath } from '../app/app-paths.ts';
export { renderAppFirstPaint, renderSignedInFirstPaint } from '../app/first-paint-server.tsx';
export { matchSitePage, sitemapPaths } from './site-pages.ts';

export type SiteRequest = {
  /** The path without the query ("/programs/…"). */
  path: string;
  query: URLSearchParams;
  language: Language;
  viewer: SiteViewer;
  /** The product's public address (PUBLIC_URL), for canonical links and previews. */
  publicUrl: string;
};

export type SiteAnswer = { status: 200 | 404; language: Language; head: string; body: string };

async function renderPage(page: SitePage, input: SitePageInput, status: 200 | 404): Promise<SiteAnswer> {
  const loaded = page.load ? await page.load(input) : undefined;
  if (loaded === NOT_FOUND) return renderPage(notFoundPage, input, 404);
  const i18n = siteI18n(input.language);
  const { data, ...rest } = input;
  const view: SiteView = { ...rest, offer: await data.offer() };
  const meta = page.meta(i18n.t, loaded, view);
  const { Page } = page;
  const body = renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <SiteShell view={view}>
          <Page loaded={loaded} view={view} />
        </SiteShell>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { status, language: input.language, head: headTags(meta, view, i18n.t), body };
}

/** The page at this address, or the site's 404 page (status 404) when there is none. */
export async function renderSite(request: SiteRequest, data: SiteData): Promise<SiteAnswer> {
  const match = matchSitePage(request.path);
  const input: SitePageInput = { ...request, params: match?.params ?? {}, data };
  return match ? renderPage(match.page, input, 200) : renderPage(notFoundPage, input, 404);
}
