import { UPLOAD_LIMITS } from '@bb/domain';
import type { TFunction } from 'i18next';
import type { AttachmentsFieldTexts } from '../../../components/attachments-field.tsx';

const LIMITS = UPLOAD_LIMITS.commentAttachment;

/** The attachment field's wording for a report's comments and retest evidence: the same rules, each its own labels. */
export function commentAttachmentTexts(t: TFunction, labels: Pick<AttachmentsFieldTexts, 'label' | 'listLabel' | 'dropLabel'>): AttachmentsFieldTexts {
  return {
    ...labels,
    remove: (name) => t('reports.comment.removeAttachment', { name }),
    dropTitle: t('reports.comment.dropTitle'),
    rules: t('reports.comment.rules', { count: LIMITS.maxFiles, size: LIMITS.maxBytes / (1024 * 1024) }),
    choose: t('reports.comment.choose'),
    full: t('reports.comment.full', { count: LIMITS.maxFiles }),
  };
}
