import type { ProgramCharge } from '@bb/domain';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../lib/format.ts';

function Line({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/** Budget, managed fee, Fix verification fee and what leaves the wallet (programCharge from the domain). */
export function FeesSummary({ charge }: { charge: ProgramCharge }) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} aria-label={t('programs.fees.title')} role="group">
      <Line label={t('programs.fees.budget')}>{formatCents(charge.budget)}</Line>
      {charge.managedFee > 0 ? <Line label={t('programs.fees.managed')}>{formatCents(charge.managedFee)}</Line> : null}
      {charge.verificationFee > 0 ? <Line label={t('programs.fees.verification')}>{formatCents(charge.verificationFee)}</Line> : null}
      <Divider />
      <Line label={t('programs.fees.total')} strong>
        <span data-testid="fees-total">{formatCents(charge.total)}</span>
      </Line>
    </Stack>
  );
}
