import { Alert, Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader.tsx';

/**
 * A tab's data: a spinner while it first loads, an error with a retry button when nothing could be
 * read, then the content (kept on screen if a later refresh fails).
 */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <PageLoader minHeight={200} />;
  return (
    <Alert color="red" variant="light" title={t('hackerAccount.loadFailed')}>
      <Button size="xs" variant="default" mt="xs" onClick={() => void query.refetch()}>
        {t('common.actions.retry')}
      </Button>
    </Alert>
  );
}
