import { BANK_OUTCOMES, type BankAnswerImport } from '@bb/domain';
import { Alert, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { IconFileTypeXml } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { useImportBankAnswer } from '../api/bank-answers.ts';

/** What the answer did: how many payments it moved, to which status, and how many entries it left alone. */
function ImportResult({ result, onClose }: { result: BankAnswerImport; onClose: () => void }) {
  const { t } = useTranslation();
  const counts = BANK_OUTCOMES.map((status) => ({ status, count: result.applied.filter((entry) => entry.status === status).length })).filter(
    ({ count }) => count > 0,
  );
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" title={t('payments.hackers.bankAnswer.done', { format: result.format })} role="status">
        <Stack gap="xs">
          <Text size="sm">{t('payments.hackers.bankAnswer.applied', { count: result.applied.length })}</Text>
          {counts.length ? (
            <List size="sm" spacing={2}>
              {counts.map(({ status, count }) => (
                <List.Item key={status}>{t('payments.hackers.bankAnswer.byStatus', { count, status: t(`payments.hackers.status.${status}`) })}</List.Item>
              ))}
            </List>
          ) : null}
          <Text size="sm">{t('payments.hackers.bankAnswer.ignored', { count: result.ignored })}</Text>
        </Stack>
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('common.actions.close')}
        </Button>
      </Group>
    </Stack>
  );
}

function ImportBankAnswerForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<BankAnswerImport | null>(null);
  const importing = useImportBankAnswer();
  if (result) return <ImportResult result={result} onClose={onClose} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    importing.mutate(file, { onSuccess: setResult, onError: openErrorModal });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('payments.hackers.bankAnswer.text')}</Text>
        <FileInput
          label={t('payments.hackers.bankAnswer.file')}
          placeholder={t('payments.hackers.bankAnswer.filePlaceholder')}
          accept=".xml,application/xml,text/xml"
          value={file}
          onChange={setFile}
          leftSection={<IconFileTypeXml size={18} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': t('payments.hackers.bankAnswer.clearFile') }}
          required
        />
        <ModalActions onCancel={onClose} loading={importing.isPending} disabled={!file}>
          {t('payments.hackers.bankAnswer.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Import the bank's answer to a batch (pain.002 status report or camt.053 statement): each transfer's outcome moves its payment. */
export function ImportBankAnswerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('payments.hackers.bankAnswer.title')}>
      {opened ? <ImportBankAnswerForm onClose={onClose} /> : null}
    </DialogFrame>
  );
}
