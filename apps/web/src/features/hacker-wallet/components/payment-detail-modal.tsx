import type { PaymentDetail } from '@bb/domain';
import { Alert, Anchor, Button, Divider, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconChecks, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { reportPath } from '../../../lib/paths.ts';
import { usePaymentDetail } from '../api/payment-detail.ts';
import { ConfirmPaymentModal, PAYMENT_SETTINGS_PATH } from './confirm-payment-modal.tsx';
import { OverdueBadge, PaymentStatusBadge } from './payment-badges.tsx';
import { PaymentDocumentSection } from './payment-document-section.tsx';
import { BeneficiaryDetails, PaymentFiguresList } from './payment-figures.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { usePaymentReason } from '../../../lib/payment-reason.ts';

/** What the payment pays for and where it comes from. */
function PaymentOrigin({ detail }: { detail: PaymentDetail }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {detail.report ? (
        <div>
          <Anchor component={Link} to={reportPath(detail.report.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {detail.report.title}
          </Anchor>
          {detail.kind === 'retest' ? (
            <Text size="sm" c="dimmed">
              {t('hackerWallet.retestFee')}
            </Text>
          ) : null}
        </div>
      ) : (
        <Text fw={600}>{t('hackerWallet.referralBonus')}</Text>
      )}
      <Group gap="lg" wrap="wrap">
        <LabeledValue label={t('hackerWallet.detail.program')}>{detail.program?.name ?? detail.report?.programName ?? null}</LabeledValue>
        <LabeledValue label={t('hackerWallet.detail.company')}>{detail.company?.name ?? null}</LabeledValue>
        <LabeledValue label={t('hackerWallet.detail.date')}>{formatDate(detail.date)}</LabeledValue>
      </Group>
    </Stack>
  );
}

/** The status, its reason, the due date and what happens next. */
function PaymentState({ detail }: { detail: PaymentDetail }) {
  const { t } = useTranslation();
  const reasonText = usePaymentReason();
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <PaymentStatusBadge status={detail.status} />
        {detail.overdue ? <OverdueBadge /> : null}
        <Text size="sm" c="dimmed">
          {t('hackerWallet.detail.dueOn', { date: formatDate(detail.dueDate) })}
        </Text>
      </Group>
      {detail.statusReason ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={500}>
            {t('hackerWallet.detail.reason')}
          </Text>{' '}
          {reasonText(detail.statusReason)}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {t(`hackerWallet.next.${detail.status}`)}
      </Text>
    </Stack>
  );
}

/** Missing settings or an IBAN the bank refused: what to fix, and the Payments tab of the account where it is fixed. */
function FixSettings({ detail }: { detail: PaymentDetail }) {
  const { t } = useTranslation();
  if (detail.status !== 'pendingHackerInformation' && detail.status !== 'ibanNotValid') return null;
  return (
    <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} title={t(`hackerWallet.fix.${detail.status}.title`)}>
      <Text size="sm">{t(`hackerWallet.fix.${detail.status}.text`)}</Text>
      <Button
        component={Link}
        to={PAYMENT_SETTINGS_PATH}
        variant="light"
        color="orange"
        size="xs"
        mt="xs"
        leftSection={<IconSettings size={14} aria-hidden />}
        // On a phone the label wraps: kept on one line it would push the alert's text past the dialog's edge.
        h="auto"
        mih={30}
        styles={{ label: { whiteSpace: 'normal', paddingBlock: 4 } }}
      >
        {t('hackerWallet.fix.link')}
      </Button>
    </Alert>
  );
}

function PaymentDetailBody({ detail, onConfirm }: { detail: PaymentDetail; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PaymentOrigin detail={detail} />
      <PaymentState detail={detail} />
      <FixSettings detail={detail} />
      {detail.abilities.confirm ? (
        <Alert color="indigo" variant="light" icon={<IconChecks size={18} aria-hidden />} title={t('hackerWallet.detail.confirmTitle')}>
          <Text size="sm">{t('hackerWallet.detail.confirmText')}</Text>
          <Button size="xs" mt="xs" onClick={onConfirm}>
            {t('hackerWallet.detail.confirmButton')}
          </Button>
        </Alert>
      ) : null}
      <Divider />
      <PaymentFiguresList figures={detail} />
      <Divider />
      <BeneficiaryDetails beneficiary={detail} />
      <PaymentDocumentSection intent={detail} />
      <Divider />
      <PaymentHistory history={detail.history} />
    </Stack>
  );
}

function DetailLoading() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('hackerWallet.detail.loading')}>
      <Skeleton h={22} w="70%" />
      <Skeleton h={16} w="40%" />
      <Skeleton h={120} />
      <Skeleton h={80} />
    </Stack>
  );
}

/**
 * A payment's detail (spec "hacker payment detail"): what it pays for, its state, every figure, the
 * beneficiary data it uses, the receipt, its history and the actions its abilities allow. Confirming
 * replaces it with the "Confirm payment info" dialog, and comes back to it.
 */
export function PaymentDetailModal({ paymentId, onClose }: { paymentId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = usePaymentDetail(paymentId);
  const [confirming, setConfirming] = useState(false);

  if (confirming && detail.data) {
    return (
      <ConfirmPaymentModal intent={detail.data} refreshing={detail.isFetching} onClose={() => setConfirming(false)} onConfirmed={() => setConfirming(false)} />
    );
  }
  const notFound = detail.isError && isApiError(detail.error) && (detail.error.status === 404 || detail.error.status === 403);
  return (
    <DialogFrame opened onClose={onClose} title={t('hackerWallet.detail.title')} size="lg">
      {detail.isPending ? <DetailLoading /> : null}
      {detail.isError && !detail.data ? (
        <Alert color="red" variant="light">
          <Text size="sm">{t(notFound ? 'hackerWallet.detail.notFound' : 'hackerWallet.detail.loadError')}</Text>
          {notFound ? null : (
            <Button size="xs" variant="default" mt="xs" onClick={() => void detail.refetch()}>
              {t('common.actions.retry')}
            </Button>
          )}
        </Alert>
      ) : null}
      {detail.data ? <PaymentDetailBody detail={detail.data} onConfirm={() => setConfirming(true)} /> : null}
    </DialogFrame>
  );
}
