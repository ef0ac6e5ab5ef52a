import { COUNTRY_CODES, type CountryCode, type PaymentDetail } from '@bb/domain';
import { Alert, Anchor, Badge, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf, IconHourglass } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValueButton } from '../../../components/copy-value.tsx';
import { DialogFrame } from '../../../components/dialog-frame.tsx';
import { HackerProfileLink } from '../../../components/hacker-profile-link.tsx';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { countryName } from '../../../lib/countries.ts';
import { formatAmount, formatDate, formatDateTime } from '../../../lib/format.ts';
import { useInpsLines } from '../../../lib/inps-lines.ts';
import { uploadUrl } from '../../../lib/uploads.ts';
import { usePaymentDetail } from '../api/payment-detail.ts';
import { OverdueBadge, PaymentStatusBadge } from './payment-badges.tsx';
import { PaymentAdminActions } from './payment-admin-actions.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { PaymentSource, taxRegimeLabel } from './payment-source.tsx';
import { usePaymentReason } from '../../../lib/payment-reason.ts';

/** Statuses before approval: a missing signed receipt still holds the payment there. */
const BEFORE_APPROVAL = new Set(['pendingHackerInformation', 'pending', 'pendingHackerDocumentsUpload', 'pendingStaffApproval']);

function Block({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const isCountry = (value: string): value is CountryCode => (COUNTRY_CODES as readonly string[]).includes(value);

/** Street, postcode and city, province, country: the parts the hacker filled in, on one line. */
function residence(payment: PaymentDetail): string | null {
  const country = payment.residenceCountry ? (isCountry(payment.residenceCountry) ? countryName(payment.residenceCountry) : payment.residenceCountry) : null;
  const city = [payment.residenceCap, payment.residenceCity].filter(Boolean).join(' ');
  const parts = [payment.residenceAddress, city, payment.residenceState, country].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

function DocumentLink({ href, fileName }: { href: string; fileName: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener" size="sm" style={{ overflowWrap: 'anywhere' }}>
      <Group gap={4} wrap="nowrap" component="span">
        <IconFileTypePdf size={16} aria-hidden />
        {fileName}
      </Group>
    </Anchor>
  );
}

function StatusLine({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  const reasonText = usePaymentReason();
  return (
    <Stack gap={4}>
      <Group gap={6}>
        <PaymentStatusBadge status={payment.status} size="lg" />
        {payment.overdue ? <OverdueBadge /> : null}
      </Group>
      {payment.statusReason ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {t('payments.hackers.detail.reason', { reason: reasonText(payment.statusReason) })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        {t(payment.statusChangedBy ? 'payments.hackers.detail.changedBy' : 'payments.hackers.detail.changedAt', {
          at: formatDateTime(payment.statusChangedAt),
          by: payment.statusChangedBy?.username ?? '',
        })}
      </Text>
    </Stack>
  );
}

function PaymentFacts({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <LabeledValue label={t('payments.hackers.columns.source')}>
        <PaymentSource intent={payment} />
      </LabeledValue>
      <LabeledValue label={t('payments.hackers.columns.hacker')}>
        <HackerProfileLink hackerId={payment.hacker.id} username={payment.hacker.username} />
      </LabeledValue>
      <LabeledValue label={t('payments.hackers.detail.program')}>{payment.program?.name ?? payment.report?.programName ?? null}</LabeledValue>
      <LabeledValue label={t('payments.hackers.columns.company')}>{payment.company?.name ?? null}</LabeledValue>
      <LabeledValue label={t('payments.hackers.columns.date')}>{formatDateTime(payment.date)}</LabeledValue>
      <LabeledValue label={t('payments.hackers.columns.dueDate')}>{formatDate(payment.dueDate)}</LabeledValue>
      <LabeledValue label={t('payments.hackers.detail.confirmedAt')}>
        {payment.confirmedAt ? formatDateTime(payment.confirmedAt) : t('payments.hackers.detail.notConfirmed')}
      </LabeledValue>
      <LabeledValue label={t('payments.hackers.detail.batch')}>{payment.batch?.messageId ?? null}</LabeledValue>
    </SimpleGrid>
  );
}

function Beneficiary({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <LabeledValue label={t('payments.hackers.detail.beneficiaryName')}>{payment.beneficiaryName}</LabeledValue>
      <LabeledValue label={t('payments.hackers.detail.iban')}>
        {payment.iban ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {payment.iban}
            </Text>
            <CopyValueButton value={payment.iban} label={t('payments.hackers.detail.copyIban')} />
          </Group>
        ) : null}
      </LabeledValue>
      <LabeledValue label={t('payments.hackers.detail.swift')}>{payment.swift}</LabeledValue>
      <LabeledValue label={t('payments.hackers.detail.taxId')}>{payment.taxId}</LabeledValue>
      <LabeledValue label={t('payments.hackers.columns.regime')}>{payment.taxRegime ? taxRegimeLabel(payment.taxRegime) : null}</LabeledValue>
      <LabeledValue label={t('payments.hackers.detail.residence')}>{residence(payment)}</LabeledValue>
    </SimpleGrid>
  );
}

function Figures({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  const inps = useInpsLines(payment);
  const [hackerShare, platformShare] = inps;
  return (
    <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="md">
      <LabeledValue label={t('common.paymentFigures.gross')}>{formatAmount(payment.bountyTotalAmount)}</LabeledValue>
      <LabeledValue label={t('common.paymentFigures.vat')}>{formatAmount(payment.vatAmount)}</LabeledValue>
      <LabeledValue label={t('common.paymentFigures.withholding')}>{formatAmount(payment.withholdingAmount)}</LabeledValue>
      {hackerShare ? <LabeledValue label={hackerShare.label}>{formatAmount(hackerShare.amount)}</LabeledValue> : null}
      <LabeledValue label={t('common.paymentFigures.stampDuty')}>{formatAmount(payment.stampDutyAmount)}</LabeledValue>
      <LabeledValue label={t('common.paymentFigures.transfer')}>
        <Text fw={700} span>
          {formatAmount(payment.transferAmount)}
        </Text>
      </LabeledValue>
      {platformShare ? (
        <LabeledValue label={platformShare.label}>{formatAmount(platformShare.amount)}</LabeledValue>
      ) : (
        <LabeledValue label={t('payments.hackers.figures.inps')}>
          {payment.inpsDue ? (
            <Badge color="orange" variant="light" tt="none">
              {t('payments.hackers.figures.inpsDue')}
            </Badge>
          ) : (
            t('payments.hackers.figures.inpsNotDue')
          )}
        </LabeledValue>
      )}
      <LabeledValue label={t('payments.hackers.figures.previousYear')}>
        {payment.previousYearlyPaymentsAmount !== null
          ? formatAmount(payment.previousYearlyPaymentsAmount)
          : payment.needsPreviousYearTotal
            ? t('payments.hackers.figures.previousYearMissing')
            : t('payments.hackers.figures.previousYearNotNeeded')}
      </LabeledValue>
    </SimpleGrid>
  );
}

function Documents({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
      <LabeledValue label={t('payments.hackers.documents.receipt')}>
        {payment.receipt ? <DocumentLink href={payment.receipt.url} fileName={payment.receipt.fileName} /> : t('payments.hackers.documents.noReceipt')}
      </LabeledValue>
      <LabeledValue label={t('payments.hackers.documents.hackerDocument')}>
        {payment.hackerDocument ? <DocumentLink href={uploadUrl(payment.hackerDocument.id)} fileName={payment.hackerDocument.fileName} /> : null}
      </LabeledValue>
      <LabeledValue label={t('payments.hackers.documents.staffDocument')}>
        {payment.staffDocument ? <DocumentLink href={uploadUrl(payment.staffDocument.id)} fileName={payment.staffDocument.fileName} /> : null}
      </LabeledValue>
    </SimpleGrid>
  );
}

function PaymentDetailBody({ payment }: { payment: PaymentDetail }) {
  const { t } = useTranslation();
  const waitsForReceipt = payment.needsDocument && !payment.hackerDocument && BEFORE_APPROVAL.has(payment.status);
  return (
    <Stack gap="lg">
      <StatusLine payment={payment} />
      {waitsForReceipt ? (
        <Alert color="yellow" variant="light" icon={<IconHourglass size={18} aria-hidden />}>
          {t('payments.hackers.detail.waitsForReceipt')}
        </Alert>
      ) : null}
      <PaymentAdminActions key={`${payment.status}-${payment.statusChangedAt}`} payment={payment} />
      <Block title={t('payments.hackers.detail.payment')}>
        <PaymentFacts payment={payment} />
      </Block>
      <Block title={t('payments.hackers.detail.figures')}>
        <Figures payment={payment} />
      </Block>
      <Block title={t('payments.hackers.detail.beneficiary')}>
        <Beneficiary payment={payment} />
      </Block>
      <Block title={t('payments.hackers.detail.documents')}>
        <Documents payment={payment} />
      </Block>
      <Block title={t('payments.hackers.detail.history')}>
        <PaymentHistory entries={payment.history} />
      </Block>
    </Stack>
  );
}

function PaymentDetailLoader({ paymentId }: { paymentId: string }) {
  const { t } = useTranslation();
  const detail = usePaymentDetail(paymentId);
  if (detail.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" role="progressbar" aria-label={t('payments.hackers.detail.loading')} />
      </Center>
    );
  }
  if (detail.isError) return <Alert color="red">{t('payments.hackers.detail.loadError')}</Alert>;
  return <PaymentDetailBody payment={detail.data} />;
}

/** "Hacker payment detail and approval" (spec part 2 section 2): every field of the payment, its documents, history and the allowed actions. */
export function PaymentDetailModal({ paymentId, onClose }: { paymentId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DialogFrame opened={paymentId !== null} onClose={onClose} title={t('payments.hackers.detail.title')} size="xl">
      {paymentId ? <PaymentDetailLoader key={paymentId} paymentId={paymentId} /> : null}
    </DialogFrame>
  );
}
