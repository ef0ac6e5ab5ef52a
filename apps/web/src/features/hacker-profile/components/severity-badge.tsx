import type { HacktivityRow } from '@bb/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Severity = HacktivityRow['severity'];

const SEVERITY_COLORS = { low: 'teal', medium: 'yellow', high: 'orange', critical: 'red' } as const satisfies Record<Severity, string>;

/** A report's severity, coloured from low to critical. */
export function SeverityBadge({ severity }: { severity: Severity }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={SEVERITY_COLORS[severity]}>
      {t(`programs.severity.${severity}`)}
    </Badge>
  );
}
