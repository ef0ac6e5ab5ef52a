import { failFixSchema, verifyFixSchema, type ReportDetail, type RetestAction } from '@bb/domain';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentsField, type UploadedFile } from '../../../components/attachments-field.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { commentAttachmentTexts } from './comment-attachment-texts.ts';
import { useRunAction } from './use-run-action.ts';

/** The outcome's form: a note always, evidence too when the fix failed (optional when verified). */
export function RetestOutcomeForm({ report, outcome, onClose }: { report: ReportDetail; outcome: RetestAction; onClose: () => void }) {
  const { t } = useTranslation();
  const schema = outcome === 'verify' ? verifyFixSchema : failFixSchema;
  const { form, fieldError, onError } = useAppForm(schema, { defaultValues: { note: '', evidence: [] } });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const { run, pending } = useRunAction();
  const submit = form.handleSubmit((body) =>
    run(outcome === 'verify' ? { id: report.id, action: 'verify-fix', body } : { id: report.id, action: 'fail-fix', body }, { onDone: onClose, onError }),
  );
  const texts = `reports.retest.actions.${outcome}`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t(`${texts}.text`)}</Text>
        <Textarea {...form.register('note')} label={t(`${texts}.note`)} autosize minRows={4} required error={fieldError('note')} />
        <AttachmentsField
          purpose="commentAttachment"
          value={files}
          onChange={(next) => {
            setFiles(next);
            form.setValue(
              'evidence',
              next.map((file) => file.id),
              { shouldValidate: form.formState.isSubmitted },
            );
          }}
          error={fieldError('evidence')}
          texts={commentAttachmentTexts(t, {
            label: t(`${texts}.evidence`),
            listLabel: t('reports.retest.evidenceList'),
            dropLabel: t('reports.retest.dropLabel'),
          })}
        />
        <ModalActions onCancel={onClose} loading={pending} color={outcome === 'verify' ? 'green' : 'red'}>
          {t(`${texts}.submit`)}
        </ModalActions>
      </Stack>
    </form>
  );
}
