import type { RetestStatus } from '@bb/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Waiting (blue), verified (green), failed (red): the state of a report's latest retest (Fix verification). */
const RETEST_LOOK = {
  pending: { color: 'blue', icon: IconHourglass },
  verified: { color: 'green', icon: IconCircleCheck },
  failed: { color: 'red', icon: IconCircleX },
} as const satisfies Record<RetestStatus, { color: string; icon: typeof IconHourglass }>;

/** A report's retest state (`reports.retest.status.*`): retest pending, fix verified, fix failed. */
export function RetestBadge({ status, ...props }: { status: RetestStatus } & BadgeProps) {
  const { t } = useTranslation();
  const { color, icon: Icon } = RETEST_LOOK[status];
  return (
    <Badge variant="light" color={color} tt="none" leftSection={<Icon size={12} aria-hidden />} {...props}>
      {t(`reports.retest.status.${status}`)}
    </Badge>
  );
}
