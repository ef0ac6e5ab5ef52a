import { cleanup, screen, within } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppBreadcrumbs } from '../components/app-breadcrumbs.tsx';
import { PagePathsProvider, type PagePathTest } from '../lib/page-paths.tsx';
import { renderWithProviders } from '../test/render.tsx';
import { pathPatterns } from '../test/route-patterns.ts';
import { APP_ROUTES, isAppPage } from './router.tsx';

const ID = '5a1b2c3d-0000-4000-8000-000000000001';

/** The router's own answer: a path opens a page when a route other than "not found" takes it. */
function routerHasPage(path: string): boolean {
  const deepest = matchRoutes(APP_ROUTES, path)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
}

/** The breadcrumb's links on the page at `path`. */
function breadcrumbLinks(path: string, isPage: PagePathTest): string[] {
  renderWithProviders(
    <PagePathsProvider value={isPage}>
      <AppBreadcrumbs />
    </PagePathsProvider>,
    { route: path },
  );
  const nav = screen.queryByRole('navigation', { name: 'Percorso' });
  const links = nav
    ? within(nav)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href') ?? '')
    : [];
  cleanup();
  return links;
}

/** Links to paths without a page, as `page -> link`. */
function deadLinks(isPage: PagePathTest): string[] {
  return pathPatterns(APP_ROUTES)
    .map((pattern) => pattern.replace(/:[^/]+/g, ID))
    .flatMap((path) => breadcrumbLinks(path, isPage).flatMap((link) => (routerHasPage(link) ? [] : [`${path} -> ${link}`])));
}

describe('the breadcrumb on every route of the app', () => {
  it('walks every page the router declares', () => {
    const patterns = pathPatterns(APP_ROUTES);
    expect(patterns).toEqual(expect.arrayContaining(['/create-report/:programId', '/reports/:id', '/programs/:id/edit', '/company/hackers/:hackerId']));
    expect(patterns.length).toBeGreaterThan(30);
  });

  it('links only to pages that exist', () => {
    expect(deadLinks(isAppPage)).toEqual([]);
  });

  it('would notice a link to a path without a page (the wizard\'s "Nuovo report" linked to /create-report)', () => {
    expect(deadLinks(() => true)).toEqual(expect.arrayContaining([`/create-report/${ID} -> /create-report`, `/hackers/${ID} -> /hackers`]));
  });

  it("shows the wizard's grouping segment as text and links the rest of a deep path", () => {
    expect(breadcrumbLinks(`/create-report/${ID}`, isAppPage)).toEqual([]);
    expect(breadcrumbLinks(`/programs/${ID}/edit`, isAppPage)).toEqual(['/programs', `/programs/${ID}`]);
    expect(breadcrumbLinks('/account/two-factor', isAppPage)).toEqual(['/account']);
  });
});
