import type { ReportSeverity, ReportStatus } from '@bb/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const SEVERITY_COLORS = { low: 'teal', medium: 'yellow', high: 'orange', critical: 'red' } as const satisfies Record<ReportSeverity, string>;

/** Waiting (blue), in progress (indigo/violet), accepted (green), rejected (grey or red for spam). */
const STATUS_COLORS = {
  new: 'blue',
  triaged: 'indigo',
  moreInfo: 'yellow',
  forApproval: 'violet',
  rewarded: 'teal',
  fixed: 'green',
  informative: 'gray',
  duplicate: 'gray',
  outOfScope: 'gray',
  invalid: 'gray',
  spam: 'red',
} as const satisfies Record<ReportStatus, string>;

/** A report's severity, coloured from low to critical (`reports.severity.*`). */
export function ReportSeverityBadge({ severity, ...props }: { severity: ReportSeverity } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={SEVERITY_COLORS[severity]} tt="none" {...props}>
      {t(`reports.severity.${severity}`)}
    </Badge>
  );
}

/** A report's status (`reports.status.*`). */
export function ReportStatusBadge({ status, ...props }: { status: ReportStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} tt="none" {...props}>
      {t(`reports.status.${status}`)}
    </Badge>
  );
}
