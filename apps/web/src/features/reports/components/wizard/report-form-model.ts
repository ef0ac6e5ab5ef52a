import type { Language } from '@bb/domain/i18n';
import type { ReportFormData, ReportFormInput, ReportSeverity } from '@bb/domain';
import type { DefaultValues, FieldPath, UseFormReturn } from 'react-hook-form';
import { reportTemplate } from './report-template.ts';

export const REPORT_STEPS = ['general', 'description', 'attachments', 'recap'] as const;
export type ReportStep = (typeof REPORT_STEPS)[number];
export const LAST_STEP = REPORT_STEPS.length - 1;

export type ReportForm = UseFormReturn<ReportFormInput, unknown, ReportFormData>;
export type ReportField = FieldPath<ReportFormInput>;

/** The fields each step holds: Forward checks these, a server error jumps to the step of its field. */
export const STEP_FIELDS: Record<Exclude<ReportStep, 'recap'>, readonly ReportField[]> = {
  general: ['programId', 'hacker', 'title', 'target', 'severity', 'severityDescription'],
  description: ['content', 'endpoint', 'payload', 'bugChain'],
  attachments: ['media', 'environment', 'ipAddress'],
};

/** The step holding a field (`media.2` is in attachments); null for a field no step shows. */
export function stepOfField(field: string): number | null {
  const root = field.split('.')[0] ?? field;
  const index = REPORT_STEPS.findIndex((step) => step !== 'recap' && (STEP_FIELDS[step] as readonly string[]).includes(root));
  return index === -1 ? null : index;
}

export const SEVERITY_OPTIONS: readonly ReportSeverity[] = ['low', 'medium', 'high', 'critical'];

/** A new report: the template's content and, for the hacker's route, its program; no severity until one is picked or scored. */
export function initialReportValues(programId: string, language: Language): DefaultValues<ReportFormInput> {
  return {
    programId,
    title: '',
    target: '',
    severityDescription: null,
    content: reportTemplate(language),
    endpoint: '',
    payload: '',
    bugChain: null,
    media: [],
    environment: '',
    ipAddress: '',
    hacker: '',
  };
}

/** An uploaded attachment: the id goes to the form, the name stays on screen. */
export interface Attachment {
  id: string;
  fileName: string;
}
