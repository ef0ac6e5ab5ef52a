import type { PaymentStatus, ReportDetail } from '@bb/domain';
import { Anchor, Badge, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { formatAmount, formatDate, formatDateTime } from '../../../lib/format.ts';
import { useInpsLines } from '../../../lib/inps-lines.ts';
import { WALLET_PATH } from '../../../lib/paths.ts';
import { Section } from './report-parts.tsx';
import { usePaymentReason } from '../../../lib/payment-reason.ts';

/** Red for a transfer that failed, green once paid, grey when skipped, orange while the hacker has to act, blue while it moves on. */
const STATUS_COLORS = {
  pendingHackerInformation: 'orange',
  pending: 'orange',
  pendingHackerDocumentsUpload: 'orange',
  pendingStaffApproval: 'blue',
  approved: 'blue',
  pendingBeneficiaryList: 'blue',
  processing: 'blue',
  sent: 'teal',
  accredited: 'teal',
  ibanNotValid: 'red',
  failedRetry: 'red',
  failed: 'red',
  sentExternally: 'teal',
  skipped: 'gray',
} as const satisfies Record<PaymentStatus, string>;

/** The INPS Gestione Separata shares of occasional work above the year's threshold: the hacker's (withheld) and the platform's. */
function InpsShares({ payment }: { payment: NonNullable<ReportDetail['payment']> }) {
  const lines = useInpsLines(payment);
  return lines.map((line) => (
    <LabeledValue key={line.share} label={line.label}>
      {formatAmount(line.amount)}
    </LabeledValue>
  ));
}

/**
 * The reward's payout on the report page (DECISIONS "Hacker payments"): state with its reason,
 * the tax figures and the due date. The reporter, the company and staff see the same fields (the
 * API sends no bank or tax data here); the reporter also gets a link to their wallet. Nothing
 * before the reward.
 */
export function ReportPayment({ report }: { report: Pick<ReportDetail, 'payment' | 'hacker'> }) {
  const { t } = useTranslation();
  const reasonText = usePaymentReason();
  const user = useCurrentUser();
  const { payment } = report;
  if (!payment) return null;
  const isReporter = user.userType === 'hacker' && report.hacker?.id === user.id;
  return (
    <Section title={t('reports.payment.title')} id="report-payment">
      <Stack gap="sm">
        <Group gap={6}>
          <Badge color={STATUS_COLORS[payment.status]} variant="light" tt="none">
            {t(`payments.hackers.status.${payment.status}`)}
          </Badge>
          {payment.overdue ? (
            <Badge color="red" variant="light" tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
              {t('reports.payment.overdue')}
            </Badge>
          ) : null}
        </Group>
        {payment.statusReason ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('reports.payment.reason', { reason: reasonText(payment.statusReason) })}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('reports.payment.since', { at: formatDateTime(payment.statusChangedAt) })}
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          <LabeledValue label={t('common.paymentFigures.gross')}>{formatAmount(payment.bountyTotalAmount)}</LabeledValue>
          <LabeledValue label={t('common.paymentFigures.vat')}>{formatAmount(payment.vatAmount)}</LabeledValue>
          <LabeledValue label={t('common.paymentFigures.withholding')}>{formatAmount(payment.withholdingAmount)}</LabeledValue>
          <InpsShares payment={payment} />
          <LabeledValue label={t('common.paymentFigures.stampDuty')}>{formatAmount(payment.stampDutyAmount)}</LabeledValue>
          <LabeledValue label={t('common.paymentFigures.transfer')}>
            <Text fw={700} span>
              {formatAmount(payment.transferAmount)}
            </Text>
          </LabeledValue>
          <LabeledValue label={t('reports.payment.dueDate')}>{formatDate(payment.dueDate)}</LabeledValue>
        </SimpleGrid>
        {isReporter ? (
          <Anchor component={Link} to={WALLET_PATH} size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconWallet size={16} aria-hidden />
              {t('reports.payment.openWallet')}
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Section>
  );
}
