import type { ReportAbilities, ReportDetail } from '@bb/domain';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApproveModal } from './approve-modal.tsx';
import { ChangeSeverityModal } from './change-severity-modal.tsx';
import { RejectModal } from './reject-modal.tsx';
import { RewardModal } from './reward-modal.tsx';
import { ShareModal } from './share-modal.tsx';
import { ConfirmActionModal, MoreInfoModal, SendBackModal, type ActionModalProps } from './simple-action-modals.tsx';

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
] as const satisfies readonly { ability: keyof ReportAbilities; icon: Icon; variant: 'filled' | 'light'; color?: string }[];

type ActionName = (typeof BUTTONS)[number]['ability'];

function ActionModal({ action, ...props }: ActionModalProps & { action: ActionName }) {
  switch (action) {
    case 'start':
      return <ConfirmActionModal {...props} action="start" />;
    case 'fix':
      return <ConfirmActionModal {...props} action="fix" />;
    case 'moreInfo':
      return <MoreInfoModal {...props} />;
    case 'changeSeverity':
      return <ChangeSeverityModal {...props} />;
    case 'approve':
      return <ApproveModal {...props} />;
    case 'reward':
      return <RewardModal {...props} />;
    case 'sendBack':
      return <SendBackModal {...props} />;
    case 'reject':
      return <RejectModal {...props} />;
    case 'redeemPoints':
      return <ShareModal {...props} />;
  }
}

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
            onClick={() => setOpen(button.ability)}
          >
            {t(`reports.actions.${button.ability}.button`)}
          </Button>
        ))}
      </Group>
      {open ? <ActionModal action={open} report={report} opened onClose={() => setOpen(null)} /> : null}
    </>
  );
}
