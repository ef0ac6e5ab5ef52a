import type { ReportDetail, ResponseState, Retest, RetestAction } from '@bb/domain';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { formatAmount, formatDateTime } from '../../../lib/format.ts';
import { AttachmentList, PersonLine, Section } from './report-parts.tsx';
import { RetestBadge } from './retest-badge.tsx';

const TARGET_COLORS = { due: 'blue', met: 'teal', breached: 'red', notApplicable: 'gray' } as const satisfies Record<ResponseState, string>;

/** The outcome's form, with its rules: fetched when a button is pointed at or focused, or on the click. */
const loadOutcomeForm = () => import('./retest-outcome-form.tsx');
const RetestOutcomeForm = lazy(async () => ({ default: (await loadOutcomeForm()).RetestOutcomeForm }));

/** Who retests, with the fee a hacker retester is paid. */
function RetesterLine({ retest }: { retest: Retest }) {
  const { t } = useTranslation();
  if (retest.retester === 'staff') return <>{t('reports.retest.retester.staff')}</>;
  return <>{retest.fee !== null ? t('reports.retest.retester.hackerPaid', { fee: formatAmount(retest.fee) }) : t('reports.retest.retester.hacker')}</>;
}

/** The 5-business-day target: due by, or done on, with its state. */
function RetestTarget({ target }: { target: Retest['target'] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" justify="space-between" wrap="nowrap">
      <Text size="sm">
        {t(target.doneAt ? 'reports.retest.doneOn' : 'reports.retest.dueOn', {
          due: formatDateTime(target.dueAt),
          done: target.doneAt ? formatDateTime(target.doneAt) : '',
        })}
      </Text>
      <Badge color={TARGET_COLORS[target.state]} variant="light" tt="none" style={{ flexShrink: 0 }}>
        {t(`reports.targets.states.${target.state}`)}
      </Badge>
    </Group>
  );
}

/**
 * Fix verification on the report's page: the latest retest (its state, round, who retests and by when) and, once
 * recorded, the retester's note and evidence. A failed fix tells the company what to do next.
 */
export function RetestCard({ report }: { report: Pick<ReportDetail, 'retest' | 'abilities' | 'hacker'> }) {
  const { t } = useTranslation();
  const { retest } = report;
  if (!retest) return null;
  return (
    <Section title={t('reports.retest.title')} id="report-retest">
      <Stack gap="sm">
        <Group gap={6}>
          <RetestBadge status={retest.status} />
          {retest.round > 1 ? (
            <Text size="xs" c="dimmed">
              {t('reports.retest.round', { round: retest.round })}
            </Text>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`reports.retest.explain.${retest.status}`)}
        </Text>
        <LabeledValue label={t('reports.retest.retester.label')}>
          <RetesterLine retest={retest} />
        </LabeledValue>
        <LabeledValue label={t('reports.retest.target')}>
          <RetestTarget target={retest.target} />
        </LabeledValue>
        {retest.status !== 'pending' ? (
          <>
            <LabeledValue label={t('reports.retest.decidedBy')}>
              <PersonLine person={retest.decidedBy} isHacker={retest.decidedBy !== null && retest.decidedBy.id === report.hacker?.id} />
            </LabeledValue>
            <LabeledValue label={t('reports.retest.note')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {retest.note}
              </Text>
            </LabeledValue>
            {retest.evidence.length > 0 ? (
              <LabeledValue label={t('reports.retest.evidence')}>
                <AttachmentList files={retest.evidence} />
              </LabeledValue>
            ) : null}
          </>
        ) : null}
        {retest.status === 'failed' && report.abilities.fix ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} title={t('reports.retest.fixAgainTitle')}>
            {t('reports.retest.fixAgain')}
          </Alert>
        ) : null}
      </Stack>
    </Section>
  );
}

const BUTTONS = [
  { outcome: 'verify', icon: IconCircleCheck, variant: 'filled', color: 'green' },
  { outcome: 'fail', icon: IconCircleX, variant: 'light', color: 'red' },
] as const satisfies readonly { outcome: RetestAction; icon: typeof IconCircleCheck; variant: 'filled' | 'light'; color: string }[];

/** What the retester may record now: exactly what the retest's `abilities` allow, each in its dialog. */
export function RetestActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<RetestAction | null>(null);
  const allowed = BUTTONS.filter(({ outcome }) => report.retest?.abilities[outcome] === true);
  if (allowed.length === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('reports.retest.actions.label')}>
        {allowed.map((button) => (
          <Button
            key={button.outcome}
            variant={button.variant}
            color={button.color}
            leftSection={<button.icon size={16} aria-hidden />}
            onPointerEnter={() => void loadOutcomeForm()}
            onFocus={() => void loadOutcomeForm()}
            onClick={() => setOpen(button.outcome)}
          >
            {t(`reports.retest.actions.${button.outcome}.button`)}
          </Button>
        ))}
      </Group>
      <DialogFrame opened={open !== null} onClose={() => setOpen(null)} title={open ? t(`reports.retest.actions.${open}.title`) : ''}>
        {open ? (
          <Suspense fallback={null}>
            <RetestOutcomeForm report={report} outcome={open} onClose={() => setOpen(null)} />
          </Suspense>
        ) : null}
      </DialogFrame>
    </>
  );
}
