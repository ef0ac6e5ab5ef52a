import type { ProgramDetail } from '@bb/domain';
import { Alert } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';

/**
 * Why a paused program takes no reports, on its page for everyone who sees it: the budget rule (DECISIONS "Fees,
 * budgets and tiers": what is left does not cover the lowest prize; an increase resumes it) or a person's pause.
 */
export function ProgramPausedNotice({ program }: { program: ProgramDetail }) {
  const { t } = useTranslation();
  if (program.status !== 'paused') return null;
  const icon = <IconPlayerPause size={18} aria-hidden />;
  if (!program.pausedForBudget) {
    return (
      <Alert color="orange" icon={icon} title={t('programs.pausedNotice.title')} data-testid="program-paused-notice">
        {t('programs.pausedNotice.text')}
      </Alert>
    );
  }
  const figures = { remaining: formatAmount(Math.max(0, program.remainingBudget)), lowest: formatAmount(program.lowestPrize ?? 0) };
  return (
    <Alert color="orange" icon={icon} title={t('programs.pausedNotice.budgetTitle')} data-testid="program-paused-notice">
      {t('programs.pausedNotice.budgetText', figures)}{' '}
      {t(program.abilities.increaseBudget ? 'programs.pausedNotice.budgetIncrease' : 'programs.pausedNotice.budgetWait')}
    </Alert>
  );
}
