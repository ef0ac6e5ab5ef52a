import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalsWanted } from '../lib/modals.ts';

const ToastsRoot = lazy(async () => ({ default: (await import('./toasts-root.tsx')).ToastsRoot }));
const ModalsRoot = lazy(async () => ({ default: (await import('./modals-root.tsx')).ModalsRoot }));

/** The toasts' container, loaded with the first toast: until then the toasts wait in Mantine's store. */
export function ToastsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastsRoot />
    </Suspense>
  );
}

/** Mantine's modals provider, loaded with the first modal (lib/modals.ts). */
export function ModalsHost() {
  const { t } = useTranslation();
  const wanted = useModalsWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalsRoot labels={{ confirm: t('common.actions.confirm'), cancel: t('common.actions.cancel') }} />
    </Suspense>
  );
}
