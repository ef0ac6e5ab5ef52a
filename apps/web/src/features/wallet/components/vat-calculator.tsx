import { addVat, parseEuroInput } from '@bb/domain';
import { Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EuroAmountInput } from '../../../components/euro-amount-input.tsx';
import { formatCents } from '../../../lib/format.ts';

/** A dt/dd pair; the total gets a rule above it (a separator element is not allowed inside a dl). */
function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      pt={strong ? 6 : undefined}
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
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

/**
 * What to transfer so the wallet receives the amount typed: VAT on top for an Italian company
 * (spec part 1 section 9). All arithmetic is on integer cents.
 */
export function VatCalculator({ ratePercent, italianByDefault }: { ratePercent: number; italianByDefault: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [italian, setItalian] = useState(italianByDefault);
  const [amount, setAmount] = useState('');
  const rate = italian ? ratePercent : 0;
  const { net, vat, gross } = addVat(parseEuroInput(amount) ?? 0, rate);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} fz="md" id={titleId}>
        {t('wallet.transfer.calculator.title')}
      </Title>
      <Switch
        checked={italian}
        onChange={(event) => setItalian(event.currentTarget.checked)}
        label={t('wallet.transfer.calculator.italian', { rate: ratePercent })}
      />
      <EuroAmountInput
        value={amount}
        onChange={setAmount}
        label={t('wallet.transfer.calculator.amount')}
        description={t('wallet.transfer.calculator.amountHint')}
      />
      <Stack gap={6} component="dl" m={0} aria-live="polite" data-testid="vat-summary">
        <SummaryLine label={t('wallet.transfer.calculator.net')} value={formatCents(net)} />
        <SummaryLine label={t('wallet.transfer.calculator.vat', { rate })} value={formatCents(vat)} />
        <SummaryLine label={t('wallet.transfer.calculator.gross')} value={formatCents(gross)} strong />
      </Stack>
    </Stack>
  );
}
