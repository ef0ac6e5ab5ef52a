import { FileInput, Stack, Text } from '@mantine/core';
import { IconFileTypeXml } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useImportStatement } from '../api/import-statement.ts';

function ImportStatementForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const importing = useImportStatement();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    importing.mutate(file, {
      onSuccess: ({ created, duplicates, ignored }) => {
        notifySuccess(t('payments.import.success', { created, duplicates, ignored }));
        onClose();
      },
      onError: openErrorModal,
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('payments.import.text')}</Text>
        <FileInput
          label={t('payments.import.file')}
          placeholder={t('payments.import.filePlaceholder')}
          accept=".xml,application/xml,text/xml"
          value={file}
          onChange={setFile}
          leftSection={<IconFileTypeXml size={18} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': t('payments.import.clearFile') }}
          required
        />
        <ModalActions onCancel={onClose} loading={importing.isPending} disabled={!file}>
          {t('payments.import.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Import the bank's camt.053 statement: its credits become pending deposits, duplicates are left out. */
export function ImportStatementModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={opened} onClose={onClose} title={t('payments.import.title')}>
      <ImportStatementForm onClose={onClose} />
    </DialogFrame>
  );
}
