import { Text } from '@mantine/core';
import { modals } from '../lib/modals.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../features/auth/api/logout.ts';
import { useClearSession } from '../lib/session.ts';
import { isApiError } from '../lib/api-client.ts';
import { openErrorModal } from '../components/error-modal.tsx';

/** Logout behind a confirmation; then the public "you are signed out" page. */
export function useConfirmLogout(): () => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const clearSession = useClearSession();

  return () =>
    modals.openConfirmModal({
      title: t('logout.title'),
      children: <Text>{t('logout.message')}</Text>,
      labels: { confirm: t('logout.confirm'), cancel: t('common.actions.cancel') },
      onConfirm: () =>
        logout.mutate(undefined, {
          onSuccess: () => void navigate('/auth/logout', { replace: true }),
          onError: (error) => {
            // The session already ended elsewhere: the user is signed out all the same.
            if (isApiError(error) && error.status === 401) {
              clearSession();
              void navigate('/auth/logout', { replace: true });
            } else openErrorModal(error);
          },
        }),
    });
}
