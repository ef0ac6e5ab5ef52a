import type { ProgramDetail, TestingAccount } from '@bb/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { openErrorModal } from '../../../../components/error-modal.tsx';
import { EmptyListState, LoadErrorAlert } from '../../../../components/paged-table.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useDeleteTestingAccount, useTestingAccounts } from '../../api/testing-accounts.ts';
import { AddTestingAccountsForm } from './add-testing-accounts-form.tsx';
import { CredentialsText } from './credentials-text.tsx';
import { ListLoader } from './list-loader.tsx';

/** An account as the cards number it (1 is the oldest). */
interface NumberedAccount {
  account: TestingAccount;
  number: number;
}

function TestingAccountCard({
  account,
  number,
  onDelete,
  deleteHintId,
}: NumberedAccount & { onDelete: (() => void) | null; deleteHintId: string | undefined }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5" id={titleId}>
            {t('programTabs.testingAccounts.cardTitle', { number })}
          </Title>
          {account.assignee ? (
            <Badge color="indigo" variant="light" tt="none">
              {t('programTabs.testingAccounts.assignedTo', { username: account.assignee.username })}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" tt="none">
              {t('programTabs.testingAccounts.notAssigned')}
            </Badge>
          )}
        </Group>
        <CredentialsText value={account.description} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            {t('programTabs.testingAccounts.createdAt', { date: formatDateTime(account.createdAt) })}
          </Text>
          {onDelete || deleteHintId ? (
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete ?? undefined}
              disabled={!onDelete}
              aria-label={t('programTabs.testingAccounts.deleteLabel', { number })}
              aria-describedby={deleteHintId}
            >
              {t('programTabs.testingAccounts.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}

function DeleteAccountDialog({ programId, target, onClose }: { programId: string; target: NumberedAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteTestingAccount();
  const { account, number } = target;
  const confirm = () =>
    remove.mutate(
      { programId, accountId: account.id },
      {
        onSuccess: () => {
          notifySuccess(t('programTabs.testingAccounts.deleted'));
          onClose();
        },
        onError: (error) => {
          onClose();
          openErrorModal(error);
        },
      },
    );
  const text = account.assignee
    ? t('programTabs.testingAccounts.deleteDialog.textAssigned', { number, username: account.assignee.username })
    : t('programTabs.testingAccounts.deleteDialog.text', { number });
  return (
    <ConfirmDialog
      opened
      onClose={onClose}
      title={t('programTabs.testingAccounts.deleteDialog.title')}
      text={text}
      confirmLabel={t('programTabs.testingAccounts.deleteDialog.submit')}
      onConfirm={confirm}
      loading={remove.isPending}
      color="red"
    />
  );
}

/**
 * The company's, staff's and super admin's side: the cards with credentials and assignee, delete
 * while another remains (LAST_TESTING_ACCOUNT), and the form to add more; read-only when `abilities` say
 * so (a deleted program).
 */
export function TestingAccountsManager({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const lastOneHintId = useId();
  const accounts = useTestingAccounts(program.id);
  const [deleting, setDeleting] = useState<NumberedAccount | null>(null);
  const editable = program.abilities.manageTestingAccounts;
  const list = accounts.data ?? [];
  const onlyOne = list.length === 1;

  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('programTabs.testingAccounts.intro')}
      </Text>
      {editable ? null : <Alert color="gray">{t('programTabs.testingAccounts.readOnly')}</Alert>}
      <LoadErrorAlert show={accounts.isError}>{t('programTabs.testingAccounts.loadError')}</LoadErrorAlert>
      {accounts.isPending ? <ListLoader label={t('programTabs.testingAccounts.loading')} /> : null}
      {accounts.data && list.length === 0 ? (
        <EmptyListState title={t('programTabs.testingAccounts.empty')} hint={editable ? t('programTabs.testingAccounts.emptyHint') : undefined} />
      ) : null}
      {list.length > 0 ? (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, md: 2 }}
          spacing="md"
          aria-label={t('programTabs.testingAccounts.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((account, index) => (
            <TestingAccountCard
              key={account.id}
              account={account}
              number={index + 1}
              onDelete={editable && !onlyOne ? () => setDeleting({ account, number: index + 1 }) : null}
              deleteHintId={editable && onlyOne ? lastOneHintId : undefined}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {editable && onlyOne ? (
        <Text id={lastOneHintId} size="sm" c="dimmed">
          {t('programTabs.testingAccounts.lastOne')}
        </Text>
      ) : null}
      {editable ? <AddTestingAccountsForm programId={program.id} /> : null}
      {deleting ? <DeleteAccountDialog programId={program.id} target={deleting} onClose={() => setDeleting(null)} /> : null}
    </Stack>
  );
}
