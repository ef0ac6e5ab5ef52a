import type { ReportDetail } from '@bb/domain';
import { Button, Menu } from '@mantine/core';
import { IconBraces, IconChevronDown, IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../../lib/language.ts';
import { reportExportFileName, reportExportPath, type ReportExportFormat } from '../api/report-export.ts';

const FORMATS: { format: ReportExportFormat; icon: typeof IconFileTypePdf }[] = [
  { format: 'pdf', icon: IconFileTypePdf },
  { format: 'json', icon: IconBraces },
];

/** "Export": the report as PDF or JSON, for whoever sees the report (the API answers them what the page shows). */
export function ReportExportMenu({ report }: { report: Pick<ReportDetail, 'id'> }) {
  const { t } = useTranslation();
  const language = getLanguage();
  return (
    // No initial focus placeholder: its role="presentation" div with a tabindex inside role="menu" fails axe's
    // aria-required-children; the arrow keys still move between the items.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />}>
          {t('reports.export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, icon: Icon }) => (
          <Menu.Item
            key={format}
            component="a"
            href={reportExportPath(report.id, format, language)}
            download={reportExportFileName(report.id, format)}
            leftSection={<Icon size={16} aria-hidden />}
          >
            {t(`reports.export.${format}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
