import type { PaymentStatus } from '@bb/domain';
import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePaymentReason } from '../../../lib/payment-reason.ts';

/** Waiting for the hacker (orange), for staff or the bank (blue, violet), paid (green), stopped (red or grey). */
const STATUS_COLORS = {
  pendingHackerInformation: 'orange',
  pending: 'yellow',
  pendingHackerDocumentsUpload: 'orange',
  pendingStaffApproval: 'blue',
  approved: 'indigo',
  pendingBeneficiaryList: 'cyan',
  processing: 'violet',
  sent: 'teal',
  accredited: 'green',
  ibanNotValid: 'red',
  failedRetry: 'orange',
  failed: 'red',
  sentExternally: 'green',
  skipped: 'gray',
} as const satisfies Record<PaymentStatus, string>;

/** A badge keeps its whole word: in a table cell or a row it would otherwise shrink to an ellipsis. */
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const;

/**
 * A payment's status (`hackerWallet.status.*`). The reason, when there is one, shows in a tooltip on
 * hover and is read by screen readers with the badge (the detail shows it in full for keyboard users).
 */
export function PaymentStatusBadge({ status, reason: code = null }: { status: PaymentStatus; reason?: string | null }) {
  const { t } = useTranslation();
  const reason = usePaymentReason()(code);
  const badge = (
    <Badge variant="light" color={STATUS_COLORS[status]} tt="none" style={WHOLE}>
      {t(`hackerWallet.status.${status}`)}
      {reason ? <VisuallyHidden component="span">{t('hackerWallet.reasonHidden', { reason })}</VisuallyHidden> : null}
    </Badge>
  );
  if (!reason) return badge;
  return (
    <Tooltip label={reason} multiline maw={320}>
      {badge}
    </Tooltip>
  );
}

/** A due date that passed while the payment was still unpaid. */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="light" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />} style={WHOLE}>
      {t('hackerWallet.overdue')}
    </Badge>
  );
}
