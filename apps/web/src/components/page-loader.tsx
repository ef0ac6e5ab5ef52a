import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A full-area spinner for a page or a lazy route that is still loading. */
export function PageLoader({ minHeight = 240 }: { minHeight?: number | string }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader role="progressbar" aria-label={t('common.loading')} />
    </Center>
  );
}
