import type { ReportAbilities } from '@bb/domain';
import { ApproveModal } from './approve-modal.tsx';
import { ChangeSeverityModal } from './change-severity-modal.tsx';
import { RejectModal } from './reject-modal.tsx';
import { RewardModal } from './reward-modal.tsx';
import { ShareModal } from './share-modal.tsx';
import { ConfirmActionModal, MoreInfoModal, SendBackModal, type ActionModalProps } from './simple-action-modals.tsx';

/** An action of the report page's buttons (report-actions.tsx), each an ability of the report's answer. */
export type ActionName = keyof Pick<
  ReportAbilities,
  'start' | 'moreInfo' | 'changeSeverity' | 'approve' | 'reward' | 'sendBack' | 'fix' | 'reject' | 'redeemPoints'
>;

/** The dialog of one action of a report: loaded on its own, when the reader is about to open one. */
export function ReportActionModal({ action, ...props }: ActionModalProps & { action: ActionName }) {
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
