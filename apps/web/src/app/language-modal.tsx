import { LANGUAGES, type Language } from '@bb/domain/i18n';
import type { User } from '@bb/domain';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMe } from '../features/account/api/update-me.ts';
import { getLanguage, switchLanguage } from '../lib/language.ts';
import { ME_QUERY_KEY } from '../lib/query-client.ts';

/**
 * Change language: stores the choice under appLanguage and reloads the page. A signed-in user's
 * account takes the language first, so emails reach them in it too.
 */
export function LanguageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Language>(getLanguage());
  const queryClient = useQueryClient();
  const updateMe = useUpdateMe();

  const submit = () => {
    if (choice === getLanguage()) return onClose();
    const user = queryClient.getQueryData<User | null>(ME_QUERY_KEY);
    if (!user || user.language === choice) return switchLanguage(choice);
    // The interface switches even if the account could not be updated: the choice is the visitor's.
    updateMe.mutate({ language: choice }, { onSettled: () => switchLanguage(choice) });
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('language.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          <Radio.Group value={choice} onChange={(value) => setChoice(value as Language)} label={t('language.label')}>
            <Stack gap="sm" mt="xs">
              {LANGUAGES.map((language) => (
                <Radio key={language} value={language} label={t(`language.names.${language}`)} lang={language} />
              ))}
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.actions.cancel')}
            </Button>
            <Button type="submit" loading={updateMe.isPending}>
              {t('language.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
