import type { ProgramDetail } from '@bb/domain';
import { Alert, Text } from '@mantine/core';
import { IconMessageCircle, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * The review's message on the program's page (the API sends it to the company and the platform only): what to change
 * while the company works on it, why it was refused, and, for the reviewer of a resubmitted program, what was asked.
 */
export function ProgramReviewNote({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  const note = program.reviewNote;
  if (!note) return null;
  const at = formatDateTime(note.at);
  const message = (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="program-review-message">
      {note.message}
    </Text>
  );
  if (program.status === 'changesRequested') {
    return (
      <Alert
        color="yellow"
        icon={<IconMessageCircle size={18} aria-hidden />}
        title={t('programs.review.noteChangesTitle', { at })}
        data-testid="program-review-note"
      >
        {message}
        <Text size="sm" mt="xs">
          {t(program.abilities.resubmit ? 'programs.review.noteChangesHint' : 'programs.review.noteChangesWait')}
        </Text>
      </Alert>
    );
  }
  if (program.status === 'rejected') {
    return (
      <Alert color="red" icon={<IconX size={18} aria-hidden />} title={t('programs.review.noteRejectedTitle', { at })} data-testid="program-review-note">
        {message}
        <Text size="sm" mt="xs">
          {t('programs.review.noteRejectedMoney')}
        </Text>
      </Alert>
    );
  }
  if (program.status === 'pending' && program.abilities.approve) {
    return (
      <Alert
        color="gray"
        icon={<IconMessageCircle size={18} aria-hidden />}
        title={t('programs.review.notePreviousTitle', { at })}
        data-testid="program-review-note"
      >
        {message}
      </Alert>
    );
  }
  return null;
}
