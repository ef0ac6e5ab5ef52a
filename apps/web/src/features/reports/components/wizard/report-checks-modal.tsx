import { Anchor, Button, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogFrame } from '../../../../components/dialog-frame.tsx';
import { reportCheckLink, type ReportCheck } from '../../api/report-checks.ts';

/**
 * What stops the hacker from reporting to this program (spec part 2 section 2): each missing item
 * with the screen where it is done. Shown instead of the wizard.
 */
export function ReportChecksModal({ programId, missing, onClose }: { programId: string; missing: readonly ReportCheck[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened onClose={onClose} title={t('reportForm.checks.title')}>
      <Stack gap="md">
        <Text size="sm">{t('reportForm.checks.text')}</Text>
        <List spacing="sm" center aria-label={t('reportForm.checks.listLabel')}>
          {missing.map((check) => (
            <List.Item
              key={check}
              data-check={check}
              icon={
                <ThemeIcon color="red" variant="light" size={22} radius="xl" aria-hidden>
                  <IconX size={14} />
                </ThemeIcon>
              }
            >
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {t(`reportForm.checks.items.${check}`)}
                </Text>
                <Anchor component={Link} to={reportCheckLink(check, programId)} size="sm">
                  {t(`reportForm.checks.links.${check}`)}
                </Anchor>
              </Stack>
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('reportForm.checks.back')}
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
