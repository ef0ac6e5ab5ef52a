import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { TOAST_DURATION_MS } from '../lib/notify.ts';
import { AppRoutes } from './router.tsx';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

/** Theme, data cache, modals and toasts: everything a screen needs around it (tests reuse it). */
export function AppProviders({ queryClient, children, env }: { queryClient: QueryClient; children: ReactNode; env?: 'default' | 'test' }) {
  const { t } = useTranslation();
  const theme = useMemo(() => localizedTheme(t), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <ModalsProvider labels={{ confirm: t('common.actions.confirm'), cancel: t('common.actions.cancel') }}>
          <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={4} />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={<PageLoader minHeight="100dvh" />}>
          <AppRoutes />
        </Suspense>
      </AppProviders>
    </BrowserRouter>
  );
}
