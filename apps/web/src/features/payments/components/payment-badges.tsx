import type { PaymentStatus } from '@bb/domain';
import { Badge, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { usePaymentReason } from '../../../lib/payment-reason.ts';

const STATUS_COLORS = {
  pendingHackerInformation: 'orange',
  pending: 'yellow',
  pendingHackerDocumentsUpload: 'orange',
  pendingStaffApproval: 'blue',
  approved: 'indigo',
  pendingBeneficiaryList: 'cyan',
  processing: 'cyan',
  sent: 'teal',
  accredited: 'green',
  ibanNotValid: 'red',
  failedRetry: 'red',
  failed: 'red',
  sentExternally: 'teal',
  skipped: 'gray',
} as const satisfies Record<PaymentStatus, string>;

/** In a table column squeezed by its neighbours the label stays whole instead of ending in "…". */
const NO_TRUNCATION = { minWidth: 'max-content' } as const;

/**
 * A payment's status; its reason (a refused IBAN, a skip) shows in a tooltip on hover or focus,
 * and is read out with the status.
 */
export function PaymentStatusBadge({ status, reason: code, size }: { status: PaymentStatus; reason?: string | null; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  const reason = usePaymentReason()(code ?? null);
  const badge = (
    <Badge color={STATUS_COLORS[status]} variant="light" tt="none" size={size} style={NO_TRUNCATION} tabIndex={reason ? 0 : undefined}>
      {t(`payments.hackers.status.${status}`)}
      {reason ? <VisuallyHidden component="span">{` (${reason})`}</VisuallyHidden> : null}
    </Badge>
  );
  if (!reason) return badge;
  return (
    <Tooltip label={reason} multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
      {badge}
    </Tooltip>
  );
}

export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="red" variant="light" tt="none" style={NO_TRUNCATION} leftSection={<IconAlertTriangle size={12} aria-hidden />}>
      {t('payments.hackers.overdue')}
    </Badge>
  );
}

/** The payment promise's day, flagged when it passed unpaid (the flag goes under the day in a narrow column). */
export function DueDate({ dueDate, overdue }: { dueDate: string; overdue: boolean }) {
  return (
    <Group gap={4} style={{ rowGap: 2 }}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(dueDate, 'short')}
      </Text>
      {overdue ? <OverdueBadge /> : null}
    </Group>
  );
}
