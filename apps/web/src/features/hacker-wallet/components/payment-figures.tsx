import { isCountryCode, TAX_REGIME_LABELS, type PaymentIntent } from '@bb/domain';
import { Alert, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LabeledValue } from '../../../components/labeled-value.tsx';
import { countryName } from '../../../lib/countries.ts';
import { formatAmount } from '../../../lib/format.ts';
import { formatRate, useInpsLines, type InpsLine } from '../../../lib/inps-lines.ts';
import { getLanguage } from '../../../lib/language.ts';

/** A dt/dd pair of the figures; the net transfer gets a rule above it (a separator is not allowed inside a dl). */
function FigureLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      pt={strong ? 6 : undefined}
      style={strong ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
    >
      <Text size="sm" fw={strong ? 700 : undefined} component="dt">
        {label}
      </Text>
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 500} component="dd" m={0} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Group>
  );
}

type Figures = Pick<
  PaymentIntent,
  | 'bountyTotalAmount'
  | 'vatAmount'
  | 'withholdingAmount'
  | 'stampDutyAmount'
  | 'transferAmount'
  | 'inpsDue'
  | 'inpsTaxableAmount'
  | 'inpsHackerAmount'
  | 'inpsPlatformAmount'
  | 'inpsTerms'
>;

/** What the INPS contributions mean for the hacker: their share withheld, the platform's paid by it (polite live region: it follows what they type). */
function InpsNote({ figures, lines }: { figures: Figures; lines: readonly InpsLine[] }) {
  const { t } = useTranslation();
  const [hacker, platform] = lines;
  const text =
    hacker && platform && figures.inpsTerms
      ? t('hackerWallet.figures.inpsShares', {
          threshold: formatAmount(figures.inpsTerms.threshold),
          base: formatAmount(figures.inpsTaxableAmount),
          hackerRate: formatRate(figures.inpsTerms.hackerPercent),
          hacker: formatAmount(hacker.amount),
          platformRate: formatRate(figures.inpsTerms.platformPercent),
          platform: formatAmount(platform.amount),
        })
      : t('hackerWallet.figures.inpsNote');
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} p="xs" role="status" data-testid="inps-note">
      <Text size="sm">{text}</Text>
    </Alert>
  );
}

/**
 * Gross bounty, VAT, withholding, the hacker's INPS share, stamp duty and the net the bank transfers; the INPS note when
 * contributions are due.
 */
export function PaymentFiguresList({ figures }: { figures: Figures }) {
  const { t } = useTranslation();
  const titleId = useId();
  const inps = useInpsLines(figures);
  const hackerShare = inps.find((line) => line.share === 'hacker');
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {t('hackerWallet.figures.title')}
      </Title>
      <Stack gap={6} component="dl" m={0} data-testid="payment-figures">
        <FigureLine label={t('common.paymentFigures.gross')} value={formatAmount(figures.bountyTotalAmount)} />
        <FigureLine label={t('common.paymentFigures.vat')} value={formatAmount(figures.vatAmount)} />
        <FigureLine
          label={t('common.paymentFigures.withholding')}
          value={figures.withholdingAmount > 0 ? `-${formatAmount(figures.withholdingAmount)}` : formatAmount(0)}
        />
        {hackerShare ? <FigureLine label={hackerShare.label} value={`-${formatAmount(hackerShare.amount)}`} /> : null}
        <FigureLine label={t('common.paymentFigures.stampDuty')} value={formatAmount(figures.stampDutyAmount)} />
        <FigureLine label={t('common.paymentFigures.transfer')} value={formatAmount(figures.transferAmount)} strong />
      </Stack>
      {figures.stampDutyAmount > 0 ? (
        <Text size="xs" c="dimmed">
          {t('hackerWallet.figures.stampDutyNote')}
        </Text>
      ) : null}
      {figures.inpsDue ? <InpsNote figures={figures} lines={inps} /> : null}
    </Stack>
  );
}

type Beneficiary = Pick<
  PaymentIntent,
  | 'beneficiaryName'
  | 'taxRegime'
  | 'taxId'
  | 'iban'
  | 'swift'
  | 'residenceAddress'
  | 'residenceCap'
  | 'residenceCity'
  | 'residenceState'
  | 'residenceCountry'
  | 'previousYearlyPaymentsAmount'
>;

/** The residence on one line: street, postal code and city, province, country. */
function residenceLine(beneficiary: Beneficiary): string | null {
  const { residenceCountry } = beneficiary;
  const country = isCountryCode(residenceCountry) ? countryName(residenceCountry) : residenceCountry;
  const city = [beneficiary.residenceCap, beneficiary.residenceCity].filter(Boolean).join(' ');
  const state = beneficiary.residenceState ? `(${beneficiary.residenceState})` : null;
  const parts = [beneficiary.residenceAddress, [city, state].filter(Boolean).join(' '), country].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * Who the bank pays and under which tax regime: today's settings until the payment is confirmed,
 * the confirmed copy afterwards.
 */
export function BeneficiaryDetails({ beneficiary }: { beneficiary: Beneficiary }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {t('hackerWallet.beneficiary.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <LabeledValue label={t('hackerWallet.beneficiary.name')}>{beneficiary.beneficiaryName}</LabeledValue>
        <LabeledValue label={t('hackerWallet.beneficiary.taxRegime')}>
          {beneficiary.taxRegime ? TAX_REGIME_LABELS[beneficiary.taxRegime][getLanguage()] : null}
        </LabeledValue>
        <LabeledValue label={t('hackerWallet.beneficiary.taxId')}>{beneficiary.taxId}</LabeledValue>
        <LabeledValue label={t('hackerWallet.beneficiary.iban')}>{beneficiary.iban}</LabeledValue>
        <LabeledValue label={t('hackerWallet.beneficiary.swift')}>{beneficiary.swift}</LabeledValue>
        <LabeledValue label={t('hackerWallet.beneficiary.residence')}>{residenceLine(beneficiary)}</LabeledValue>
        {beneficiary.previousYearlyPaymentsAmount !== null ? (
          <LabeledValue label={t('hackerWallet.beneficiary.previousYear')}>{formatAmount(beneficiary.previousYearlyPaymentsAmount)}</LabeledValue>
        ) : null}
      </SimpleGrid>
    </Stack>
  );
}
