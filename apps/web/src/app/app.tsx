import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import 'dayjs/locale/it';
import { PageLoader } from '../components/page-loader.tsx';
import { TOAST_DURATION_MS } from '../lib/notify.ts';
import { PagePathsProvider } from '../lib/page-paths.tsx';
import { AppRoutes, isAppPage } from './router.tsx';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

/** Theme, data cache, modals and toasts: everything a screen needs around it (tests reuse it). */
export function AppProviders({ queryClient, children, env }: { queryClient: QueryClient; children: ReactNode; env?: 'default' | 'test' }) {
  const { t, i18n } = useTranslation();
  const theme = useMemo(() => localizedTheme(t), [t]);
  const dates = useMemo(() => ({ locale: i18n.language, firstDayOfWeek: 1 as const }), [i18n.language]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light" env={env}>
      <QueryClientProvider client={queryClient}>
        <DatesProvider settings={dates}>
          <ModalsProvider labels={{ confirm: t('common.actions.confirm'), cancel: t('common.actions.cancel') }}>
            <Notifications position="top-right" autoClose={TOAST_DURATION_MS} limit={4} />
            {children}
          </ModalsProvider>
        </DatesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <BrowserRouter>
      <AppProviders queryClient={queryClient}>
        <Suspense fallback={<PageLoader minHeight="100dvh" />}>
          <PagePathsProvider value={isAppPage}>
            <AppRoutes />
          </PagePathsProvider>
        </Suspense>
      </AppProviders>
    </BrowserRouter>
  );
}
