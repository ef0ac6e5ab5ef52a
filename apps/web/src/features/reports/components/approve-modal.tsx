import { approveReportSchema, cvssVectorChangeSchema, filterReportTitle, UPLOAD_LIMITS, type RichTextDoc } from '@bb/domain';
import { FileInput, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { openErrorModal } from '../../../components/error-modal.tsx';
import { CODE_INPUT_STYLES, FilteredField } from '../../../components/form-fields.tsx';
import { ModalActions } from '../../../components/modal-actions.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { REPORTS_PATH } from '../../../lib/paths.ts';
import { uploadFile } from '../../../lib/uploads.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { useRunAction } from './use-run-action.ts';
import { actionModal, type ActionFormProps } from './action-modal.tsx';

const MB = 1024 * 1024;

/** The triager's review (one PDF, purpose reviewDocument): uploaded when chosen, its id goes into the form. */
function ReviewDocumentField({ onChange, error }: { onChange: (id: string | undefined) => void; error?: string }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const choose = async (next: File | null) => {
    setFile(next);
    onChange(undefined);
    if (!next) return;
    setUploading(true);
    try {
      onChange(await uploadFile('reviewDocument', next));
    } catch (failure) {
      setFile(null);
      openErrorModal(failure);
    } finally {
      setUploading(false);
    }
  };
  return (
    <FileInput
      label={t('reports.actions.approve.reviewDocument')}
      description={t('reports.actions.approve.reviewDocumentHint', { size: UPLOAD_LIMITS.reviewDocument.maxBytes / MB })}
      accept={UPLOAD_LIMITS.reviewDocument.contentTypes.join(',')}
      value={file}
      onChange={(next) => void choose(next)}
      clearable
      clearButtonProps={{ 'aria-label': t('reports.actions.approve.reviewDocumentClear') }}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      disabled={uploading}
      required
      error={error}
    />
  );
}

/**
 * The approval body; the review may change the report's vector (the severity follows) but not blank it: removing the
 * hacker's vector is the confirmed choice of "Change severity" (DECISIONS "Reports", severity and vector).
 */
export function approveFormSchema(vector: string | null) {
  return approveReportSchema.extend({
    severityDescription: cvssVectorChangeSchema.refine((value) => !vector || Boolean(value), { error: 'validation.report.vectorRemovedElsewhere' }),
  });
}

function ApproveForm({ report, onClose }: ActionFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, fieldError, onError } = useAppForm(approveFormSchema(report.severityDescription), {
    defaultValues: {
      title: report.title,
      content: report.content,
      severityDescription: report.severityDescription ?? '',
      payload: report.payload ?? '',
      bugChain: report.bugChain,
    },
  });
  const { run, pending } = useRunAction();
  // The triager goes back to their list once the report waits for the company (spec part 2 section 2).
  const submit = form.handleSubmit((body) => run({ id: report.id, action: 'approve', body }, { onDone: () => void navigate(REPORTS_PATH), onError }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('reports.actions.approve.text')}</Text>
        <FilteredField control={form.control} name="title" filter={filterReportTitle} label={t('reports.fields.title')} required error={fieldError('title')} />
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextField
              label={t('reports.fields.content')}
              value={(field.value as RichTextDoc | null | undefined) ?? null}
              onChange={field.onChange}
              required
              error={fieldError('content')}
            />
          )}
        />
        <TextInput
          {...form.register('severityDescription')}
          label={t('reports.fields.cvss')}
          description={t('reports.actions.changeSeverity.vectorHint')}
          spellCheck={false}
          styles={CODE_INPUT_STYLES}
          error={fieldError('severityDescription')}
        />
        <Textarea
          {...form.register('payload')}
          label={t('reports.fields.payload')}
          autosize
          minRows={2}
          styles={CODE_INPUT_STYLES}
          spellCheck={false}
          error={fieldError('payload')}
        />
        <Controller
          control={form.control}
          name="bugChain"
          render={({ field }) => (
            <RichTextField
              label={t('reports.fields.bugChain')}
              value={(field.value as RichTextDoc | null | undefined) ?? null}
              onChange={field.onChange}
              error={fieldError('bugChain')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="reviewDocument"
          render={({ field }) => <ReviewDocumentField onChange={(id) => field.onChange(id)} error={fieldError('reviewDocument')} />}
        />
        <ModalActions onCancel={onClose} loading={pending}>
          {t('reports.actions.approve.submit')}
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Approve (staff, managed programs): the reviewed text and the review PDF; the report then waits for the company. */
export const ApproveModal = actionModal('reports.actions.approve.title', ApproveForm, 'xl');
