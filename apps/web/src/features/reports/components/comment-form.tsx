import type { ReportDetail, RichTextDoc } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachmentsField, type UploadedFile } from '../../../components/attachments-field.tsx';
import { RichTextField } from '../../../components/rich-text-field.tsx';
import { LazySchema } from '../../../lib/lazy-schema.ts';
import { useAppForm } from '../../../lib/use-app-form.ts';
import { commentAttachmentTexts } from './comment-attachment-texts.ts';
import { useRunAction } from './use-run-action.ts';

// Fetched when the form first validates: a report's page starts without building the reports' schemas.
const commentSchema = new LazySchema(async () => (await import('./comment-schema.ts')).reportCommentSchema);

/**
 * A comment under the timeline: rich text and up to 5 attachments (png, jpeg, webp, md, mp4, pdf of
 * 10 MB). The reporting hacker's comment on a report waiting for them answers the request for more information.
 */
export function CommentForm({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const { form, fieldError, onError } = useAppForm(commentSchema, { defaultValues: { media: [] } });
  const [files, setFiles] = useState<UploadedFile[]>([]);
  // The editor keeps its own document: a new one after each comment starts empty.
  const [round, setRound] = useState(0);
  const { run, pending } = useRunAction();
  const answers = report.abilities.answer === true;

  const submit = form.handleSubmit((body) =>
    run(
      { id: report.id, action: 'comment', body },
      {
        onDone: () => {
          form.reset({ media: [] });
          setFiles([]);
          setRound((value) => value + 1);
        },
        onError,
      },
    ),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('reports.comment.formLabel')}>
      <Stack gap="sm">
        {answers ? (
          <Text size="sm" c="dimmed">
            {t('reports.comment.answersHint')}
          </Text>
        ) : null}
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextField
              key={round}
              deferred
              label={t('reports.comment.content')}
              value={(field.value as RichTextDoc | null | undefined) ?? null}
              onChange={field.onChange}
              required
              error={fieldError('content')}
            />
          )}
        />
        <AttachmentsField
          purpose="commentAttachment"
          value={files}
          onChange={(next) => {
            setFiles(next);
            form.setValue(
              'media',
              next.map((file) => file.id),
              { shouldValidate: form.formState.isSubmitted },
            );
          }}
          error={fieldError('media')}
          texts={commentAttachmentTexts(t, {
            label: t('reports.comment.attachments'),
            listLabel: t('reports.comment.attachmentsList'),
            dropLabel: t('reports.comment.dropLabel'),
          })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            {t(answers ? 'reports.comment.answer' : 'reports.comment.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
