import type { TestingAccountHackerStatus, TestingAccountStatus } from '@bb/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { LabeledValue } from '../../../../components/labeled-value.tsx';
import { LoadErrorAlert } from '../../../../components/paged-table.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useRequestTestingAccount, useTestingAccountStatus } from '../../api/testing-accounts.ts';
import { CredentialsText } from './credentials-text.tsx';
import { ListLoader } from './list-loader.tsx';

const STATUS_COLORS: Record<TestingAccountHackerStatus, string> = { available: 'teal', already_assigned: 'indigo', not_available: 'gray' };

/** The refusals of a request that the tab explains in place; anything else goes to the error modal. */
const EXPLAINED_REFUSALS = ['REQUIREMENTS_NOT_MET', 'PROGRAM_NOT_ACTIVE', 'NO_TESTING_ACCOUNT_AVAILABLE'] as const;
type ExplainedRefusal = (typeof EXPLAINED_REFUSALS)[number];

function explainedRefusal(error: unknown): ExplainedRefusal | null {
  if (!isApiError(error)) return null;
  return EXPLAINED_REFUSALS.find((code) => code === error.code) ?? null;
}

function AssignedAccount({ account }: { account: NonNullable<TestingAccountStatus['account']> }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <LabeledValue label={t('programTabs.hackerAccount.assignedAt')}>{formatDateTime(account.assignedAt)}</LabeledValue>
      <Text size="xs" c="dimmed" fw={500}>
        {t('programTabs.hackerAccount.credentials')}
      </Text>
      <CredentialsText value={account.description} hideable />
    </Stack>
  );
}

/** The hacker's side: the state of their testing account, a request button, and their credentials once assigned. */
export function HackerTestingAccount({ programId }: { programId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const noneFreeId = useId();
  const status = useTestingAccountStatus(programId);
  const request = useRequestTestingAccount();
  const [refusal, setRefusal] = useState<ExplainedRefusal | null>(null);

  if (status.isPending) return <ListLoader label={t('programTabs.hackerAccount.loading')} />;
  if (status.isError) return <LoadErrorAlert show>{t('programTabs.hackerAccount.loadError')}</LoadErrorAlert>;
  const { data } = status;
  const send = () =>
    request.mutate(programId, {
      onSuccess: () => {
        setRefusal(null);
        notifySuccess(t('programTabs.hackerAccount.assigned'));
      },
      onError: (error) => {
        const code = explainedRefusal(error);
        setRefusal(code);
        if (!code) openErrorModal(error);
        // The state may have moved meanwhile (the last free account taken, say).
        void status.refetch();
      },
    });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            {t('programTabs.hackerAccount.title')}
          </Title>
          <Badge color={STATUS_COLORS[data.status]} variant="light" size="lg" tt="none">
            {t(`programTabs.hackerAccount.status.${data.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t('programTabs.hackerAccount.intro')}
        </Text>
        <SimpleGrid cols={{ base: 2 }} spacing="md" maw={420}>
          <LabeledValue label={t('programTabs.hackerAccount.minScore')}>{data.minScore}</LabeledValue>
          <LabeledValue label={t('programTabs.hackerAccount.score')}>{data.score}</LabeledValue>
        </SimpleGrid>
        {data.account ? (
          <AssignedAccount account={data.account} />
        ) : (
          <Stack gap="xs" align="flex-start">
            <Button
              leftSection={<IconKey size={16} aria-hidden />}
              onClick={send}
              loading={request.isPending}
              disabled={data.status === 'not_available'}
              aria-describedby={data.status === 'not_available' ? noneFreeId : undefined}
            >
              {t('programTabs.hackerAccount.request')}
            </Button>
            {data.status === 'not_available' ? (
              <Text id={noneFreeId} size="sm" c="dimmed">
                {t(data.offered === 0 ? 'programTabs.hackerAccount.noneAdded' : 'programTabs.hackerAccount.allAssigned')}
              </Text>
            ) : null}
          </Stack>
        )}
        {refusal && !data.account ? (
          <Alert color="yellow" role="alert">
            {t(`programTabs.hackerAccount.errors.${refusal}`, { minScore: data.minScore, score: data.score })}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}
