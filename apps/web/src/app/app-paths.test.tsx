import { describe, expect, it } from 'vitest';
import { pathPatterns } from '../test/route-patterns.ts';
import { APP_PATH_PATTERNS, isAppPath } from './app-paths.ts';
import { APP_ROUTES } from './router.tsx';

describe('the app paths the server knows', () => {
  it('are exactly the router’s pages', () => {
    expect([...APP_PATH_PATTERNS].sort()).toEqual([...new Set(pathPatterns(APP_ROUTES))].sort());
  });

  it('tell app pages from other addresses', () => {
    expect(isAppPath('/reports/5a1b2c3d-0000-4000-8000-000000000001')).toBe(true);
    expect(isAppPath('/hackers/5a1b2c3d-0000-4000-8000-000000000001')).toBe(true);
    expect(isAppPath('/hackers')).toBe(false);
    expect(isAppPath('/no-such-page')).toBe(false);
  });
});
