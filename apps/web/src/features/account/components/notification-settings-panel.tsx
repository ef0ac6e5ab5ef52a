import { NOTIFICATION_SETTINGS_BY_USER_TYPE, type NotificationSetting, type User } from '@bb/domain';
import { Alert, Button, Divider, Skeleton, Stack, Switch } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../lib/notify.ts';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings.ts';
import { SettingsCard } from '../../../components/settings-card.tsx';

/** Only the switches of the user's type; each toggle is saved at once. */
export function NotificationSettingsPanel({ user }: { user: Pick<User, 'userType'> }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const offered = NOTIFICATION_SETTINGS_BY_USER_TYPE[user.userType];

  const toggle = (key: NotificationSetting, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () => notifySuccess(t('account.notifications.updated')),
        onError: () => notifyFailure(t('account.notifications.failed')),
      },
    );

  return (
    <SettingsCard title={t('account.notifications.title')} description={t('account.notifications.description')}>
      {settings.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label={t('common.loading')}>
          {offered.map((key) => (
            <Skeleton key={key} height={36} radius="md" />
          ))}
        </Stack>
      ) : settings.isError ? (
        <Alert color="red" variant="light" title={t('account.notifications.loadFailed')}>
          <Button size="xs" variant="default" mt="xs" onClick={() => void settings.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md">
          {offered
            .filter((key) => typeof settings.data[key] === 'boolean')
            .map((key, index) => (
              <Fragment key={key}>
                {index > 0 ? <Divider /> : null}
                <Switch
                  checked={settings.data[key] === true}
                  onChange={(event) => toggle(key, event.currentTarget.checked)}
                  label={t(`account.notifications.settings.${key}.label`)}
                  description={t(`account.notifications.settings.${key}.description`)}
                  labelPosition="left"
                  size="md"
                  styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
                />
              </Fragment>
            ))}
        </Stack>
      )}
    </SettingsCard>
  );
}
