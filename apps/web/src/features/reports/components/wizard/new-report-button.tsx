import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const NEW_REPORT_PATH = '/reports/new';

/** Staff's way to the report on a company's behalf (/reports/new). */
export function NewReportButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={NEW_REPORT_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('reportForm.staff.newReport')}
    </Button>
  );
}
