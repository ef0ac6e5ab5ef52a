import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { PagePathsProvider } from '../lib/page-paths.tsx';
import { CrashBoundary } from './crash-boundary.tsx';
import { ModalsHost, ToastsHost } from './overlay-hosts.tsx';
import { AppRoutes, isAppPage } from './router.tsx';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

/** Theme, data cache, modals and toasts (both loaded when first shown): everything a screen needs around it (tests reuse it). */
export function AppProviders({ queryClient, children, env }: { queryClient: QueryClient; children: ReactNode; env?: 'default' | 'test' }) {
  const { t } = useTranslation();
  const theme = useMemo(() => localizedTheme(t), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <ToastsHost />
        {children}
        <ModalsHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}

/** The app's pages under whichever router holds the address (the browser's, or the server's when it paints one). */
export function AppPages({ queryClient }: { queryClient: QueryClient }) {
  return (
    <AppProviders queryClient={queryClient}>
      <CrashBoundary>
        <Suspense fallback={<PageLoader minHeight="100dvh" />}>
          <PagePathsProvider value={isAppPage}>
            <AppRoutes />
          </PagePathsProvider>
        </Suspense>
      </CrashBoundary>
    </AppProviders>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppPages queryClient={queryClient} />
    </BrowserRouter>
  );
}
