import type { AccreditationStatus, InvoiceStatus } from '@bb/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ACCREDITATION_COLORS: Record<AccreditationStatus, string> = { pending: 'yellow', accredited: 'teal', skipped: 'gray' };
/** In a table column squeezed by its neighbours the label stays whole instead of ending in "…". */
const NO_TRUNCATION = { minWidth: 'max-content' } as const;
const INVOICE_COLORS: Record<InvoiceStatus, string> = { pending: 'gray', generated: 'blue', sent: 'teal', skipped: 'gray' };

export function AccreditationBadge({ status }: { status: AccreditationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={ACCREDITATION_COLORS[status]} variant="light" style={NO_TRUNCATION}>
      {t(`payments.accreditation.${status}`)}
    </Badge>
  );
}

export function InvoiceBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={INVOICE_COLORS[status]} variant="light" style={NO_TRUNCATION}>
      {t(`payments.invoice.${status}`)}
    </Badge>
  );
}
