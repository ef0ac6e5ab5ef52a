import { richTextToPlain, type ProgramDetail, type ReportFormInput, type RichTextDoc } from '@bb/domain';
import { Button, Code, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../../components/labeled-value.tsx';
import { CvssVectorView } from '../cvss/cvss-vector-view.tsx';
import { REPORT_STEPS, type Attachment, type ReportStep } from './report-form-model.ts';

function Section({ step, onEdit, children }: { step: ReportStep; onEdit: (step: number) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`reportForm.steps.${step}`);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm" wrap="nowrap" align="flex-start">
        <Title order={3} size="h5" style={{ minWidth: 0 }}>
          {title}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => onEdit(REPORT_STEPS.indexOf(step))}
          aria-label={t('reportForm.recap.edit', { section: title })}
          style={{ flexShrink: 0 }}
        >
          {t('reportForm.recap.editShort')}
        </Button>
      </Group>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

const plain = (doc: unknown) => richTextToPlain(doc as RichTextDoc | null) || null;
const text = (value: string | null | undefined) => value?.trim() || null;

/** Step 4: everything entered, each part with a way back to its step. */
export function ReportRecap({
  values,
  program,
  attachments,
  staff,
  onEdit,
}: {
  values: ReportFormInput;
  program: ProgramDetail | null;
  attachments: readonly Attachment[];
  staff: boolean;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation();
  const target = program?.scope.find((item) => item.id === values.target);
  const vector = text(values.severityDescription);
  return (
    <Stack gap="md">
      <Section step="general" onEdit={onEdit}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {staff ? <LabeledValue label={t('reportForm.fields.program')}>{program?.name ?? null}</LabeledValue> : null}
          {staff ? <LabeledValue label={t('reportForm.fields.hacker')}>{text(values.hacker)}</LabeledValue> : null}
          <LabeledValue label={t('reportForm.fields.title')}>{text(values.title)}</LabeledValue>
          <LabeledValue label={t('reportForm.fields.target')}>{target?.name ?? null}</LabeledValue>
          <LabeledValue label={t('reportForm.fields.severity')}>{values.severity ? t(`reportForm.severity.${values.severity}`) : null}</LabeledValue>
          <LabeledValue label={t('cvss.calculator.vector')}>
            {vector ? (
              <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {vector}
              </Code>
            ) : null}
          </LabeledValue>
        </SimpleGrid>
        {vector ? <CvssVectorView vector={vector} /> : null}
      </Section>
      <Section step="description" onEdit={onEdit}>
        <LabeledValue label={t('reportForm.fields.content')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{plain(values.content)}</span>
        </LabeledValue>
        <LabeledValue label={t('reportForm.fields.endpoint')}>{text(values.endpoint)}</LabeledValue>
        <LabeledValue label={t('reportForm.fields.payload')}>
          {text(values.payload) ? (
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {values.payload}
            </Code>
          ) : null}
        </LabeledValue>
        <LabeledValue label={t('reportForm.fields.bugChain')}>{plain(values.bugChain)}</LabeledValue>
      </Section>
      <Section step="attachments" onEdit={onEdit}>
        <LabeledValue label={t('reportForm.attachments.label')}>
          {attachments.length ? attachments.map((attachment) => attachment.fileName).join(', ') : t('reportForm.recap.noAttachments')}
        </LabeledValue>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <LabeledValue label={t('reportForm.fields.environment')}>
            {text(values.environment) ? <span style={{ whiteSpace: 'pre-wrap' }}>{values.environment}</span> : null}
          </LabeledValue>
          <LabeledValue label={t('reportForm.fields.ipAddress')}>{text(values.ipAddress)}</LabeledValue>
        </SimpleGrid>
      </Section>
    </Stack>
  );
}
