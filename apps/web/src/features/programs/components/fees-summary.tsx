import type { Coupon, ProgramCharge } from '@bb/domain';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatPercent } from '../../../lib/format.ts';

function Line({ label, note, children, strong }: { label: string; note?: string | null; children: ReactNode; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
        {note ? (
          <Text span size="xs" c="teal.9" fw={600} ml={6}>
            {note}
          </Text>
        ) : null}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * Budget, managed fee, Fix verification fee and what leaves the wallet (programCharge from the domain). A fee the
 * coupon reduces says by how much, so the line matches the rate the company expects.
 */
export function FeesSummary({
  charge,
  coupon,
  services,
}: {
  charge: ProgramCharge;
  coupon?: Coupon | null;
  /** The services chosen: a fee the coupon takes whole is still a line (at 0) when its service is on. */
  services?: { isManaged: boolean; verificationService: boolean };
}) {
  const { t } = useTranslation();
  const off = (discount: number | null | undefined) => (discount ? t('programs.fees.couponOff', { percent: formatPercent(discount) }) : null);
  const showManaged = charge.managedFee > 0 || Boolean(services?.isManaged && coupon?.managementDiscount);
  const showVerification = charge.verificationFee > 0 || Boolean(services?.verificationService && coupon?.verificationDiscount);
  return (
    <Stack gap={6} aria-label={t('programs.fees.title')} role="group">
      <Line label={t('programs.fees.budget')}>{formatCents(charge.budget)}</Line>
      {/* Without a paid service the fee line still says what the fees come to, so nothing is left to guess. */}
      {showManaged || showVerification ? null : (
        <Line label={t('programs.fees.none')}>
          <span data-testid="fees-none">{formatCents(0)}</span>
        </Line>
      )}
      {showManaged ? (
        <Line label={t('programs.fees.managed')} note={off(coupon?.managementDiscount)}>
          <span data-testid="fees-managed">{formatCents(charge.managedFee)}</span>
        </Line>
      ) : null}
      {showVerification ? (
        <Line label={t('programs.fees.verification')} note={off(coupon?.verificationDiscount)}>
          <span data-testid="fees-verification">{formatCents(charge.verificationFee)}</span>
        </Line>
      ) : null}
      <Divider />
      <Line label={t('programs.fees.total')} strong>
        <span data-testid="fees-total">{formatCents(charge.total)}</span>
      </Line>
    </Stack>
  );
}
