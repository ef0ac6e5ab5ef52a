import type { User } from '@bb/domain';
import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/app.tsx';
import { CurrentUserContext } from '../lib/current-user.tsx';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  user?: User | null;
  queryClient?: QueryClient;
}

/** Renders inside the app's providers (Mantine in test mode: no transitions, no portals). */
export function renderWithProviders(ui: ReactElement, { route = '/', user = null, queryClient = createTestQueryClient(), ...options }: Options = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[route]}>
        <AppProviders queryClient={queryClient} env="test">
          <CurrentUserContext value={user}>{children}</CurrentUserContext>
        </AppProviders>
      </MemoryRouter>
    );
  }
  return { queryClient, ...render(ui, { wrapper: Wrapper, ...options }) };
}

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: '0b6f3c5e-8d1a-4c7e-9f00-1a2b3c4d5e6f',
    email: 'ada@example.com',
    username: 'ada',
    firstName: 'Ada',
    lastName: 'Lovelace',
    userType: 'hacker',
    picture: null,
    isBlocked: false,
    language: 'it',
    referralCode: 'ADA-1234',
    referralSubmitted: false,
    otpEnabled: false,
    otpEnrollmentRequired: false,
    permissions: { companyRoles: [] },
    createdAt: '2025-01-15T10:00:00.000Z',
    ...overrides,
  };
}

/** A fetch stand-in answering JSON by "METHOD /path"; records every call. */
export function mockFetch(
  routes: Record<string, (init: RequestInit | undefined, url: string) => { status?: number; body?: unknown; headers?: Record<string, string> }>,
) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchMock = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    calls.push({ url, init });
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'not mocked' }), { status: 404 });
    const { status = 200, body, headers } = handler(init, url);
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { fetchMock, calls };
}
