import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** Whether a path opens a page of the app (rather than the "not found" page). */
export type PagePathTest = (path: string) => boolean;

/** Until the app's routes are known (a component rendered on its own), no path is taken for a page. */
const PagePathsContext = createContext<PagePathTest>(() => false);

/** The app's router gives its routes here, so shared components (the breadcrumb) link only to pages that exist. */
export const PagePathsProvider = PagePathsContext.Provider;

export const useIsPagePath = (): PagePathTest => useContext(PagePathsContext);

/** A path is a page when a route other than the catch-all matches it. */
export function pagePathTest(routes: RouteObject[]): PagePathTest {
  return (path) => {
    const deepest = matchRoutes(routes, path)?.at(-1);
    return deepest !== undefined && deepest.route.path !== '*';
  };
}
