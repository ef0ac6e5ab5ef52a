import type { RouteObject } from 'react-router';

/** Every path pattern a route tree declares (parents joined to children), the catch-all left out. */
export function pathPatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path !== undefined && route.path !== '*' ? [own] : [];
    return [...here, ...pathPatterns(route.children ?? [], own)];
  });
}
