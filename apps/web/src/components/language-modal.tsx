import { LANGUAGES, type Language } from '@bb/domain';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLanguage, switchLanguage } from '../lib/language.ts';

/** Change language: stores the choice under appLanguage and reloads the page. */
export function LanguageModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Language>(getLanguage());

  return (
    <Modal opened={opened} onClose={onClose} title={t('language.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (choice === getLanguage()) onClose();
          else switchLanguage(choice);
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
            <Button type="submit">{t('language.confirm')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
