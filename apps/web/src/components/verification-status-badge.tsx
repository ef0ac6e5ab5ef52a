import type { KycStatus } from '@bb/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<KycStatus, string> = {
  not_started: 'gray',
  init: 'blue',
  pending: 'yellow',
  approved: 'teal',
  retry: 'orange',
  rejected: 'red',
};

/** The hacker's verification status (spec part 2 section 4: pending = "In attesa", approved = "Accettata"). */
export function VerificationStatusBadge({ status, size = 'lg' }: { status: KycStatus; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size} data-testid="verification-status">
      {t(`verification.status.${status}`)}
    </Badge>
  );
}
