import type { ReportDetail } from '@bb/domain';
import { Button, Group } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBan,
  IconCheck,
  IconCoin,
  IconFlag,
  IconHandGrab,
  IconMessageQuestion,
  IconShare,
  IconShieldCheck,
  type Icon,
} from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionName } from './report-action-modal.tsx';

/**
 * The action's dialog, with its form and rules: its code is fetched when a button is pointed at or focused, and
 * otherwise on the click, so that a report's page does not load every dialog its reader may never open.
 */
const loadActionModal = () => import('./report-action-modal.tsx');
const ActionModal = lazy(async () => ({ default: (await loadActionModal()).ReportActionModal }));

/** The buttons a report page may show, in the order of the workflow; each is an ability of the report's answer. */
const BUTTONS = [
  { ability: 'start', icon: IconHandGrab, variant: 'filled' },
  { ability: 'moreInfo', icon: IconMessageQuestion, variant: 'light' },
  { ability: 'changeSeverity', icon: IconFlag, variant: 'light' },
  { ability: 'approve', icon: IconShieldCheck, variant: 'filled' },
  { ability: 'reward', icon: IconCoin, variant: 'filled' },
  { ability: 'sendBack', icon: IconArrowBackUp, variant: 'light' },
  { ability: 'fix', icon: IconCheck, variant: 'filled' },
  { ability: 'reject', icon: IconBan, variant: 'light', color: 'red' },
  { ability: 'redeemPoints', icon: IconShare, variant: 'filled' },
] as const satisfies readonly { ability: ActionName; icon: Icon; variant: 'filled' | 'light'; color?: string }[];

/** What the caller may do with the report now: exactly the actions its `abilities` allow, each in its dialog. */
export function ReportActions({ report }: { report: ReportDetail }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ActionName | null>(null);
  const allowed = BUTTONS.filter(({ ability }) => report.abilities[ability] === true);
  if (allowed.length === 0) return null;
  return (
    <>
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('reports.actions.label')}>
        {allowed.map((button) => (
          <Button
            key={button.ability}
            variant={button.variant}
            color={'color' in button ? button.color : undefined}
            leftSection={<button.icon size={16} aria-hidden />}
            onPointerEnter={() => void loadActionModal()}
            onFocus={() => void loadActionModal()}
            onClick={() => setOpen(button.ability)}
          >
            {t(`reports.actions.${button.ability}.button`)}
          </Button>
        ))}
      </Group>
      {open ? (
        <Suspense fallback={null}>
          <ActionModal action={open} report={report} opened onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
