import type { CsvDelimiter } from '@bb/domain';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../lib/api-client.ts';
import { csvDelimitersFor, csvExportUrl, downloadCsvExport, type CsvExportPath } from '../lib/csv-export.ts';
import { getLanguage } from '../lib/language.ts';
import { notifyFailure } from '../lib/notify.ts';

/**
 * "Esporta CSV" beside a list: every row of the list for its current filters, search and sort (not only the page shown),
 * comma- or semicolon-separated; the separator a spreadsheet in the interface's language expects comes first.
 */
export function CsvExportMenu({ path, listQuery, name }: { path: CsvExportPath; listQuery: string; name: string }) {
  const { t } = useTranslation();
  const language = getLanguage();
  const [busy, setBusy] = useState(false);

  const download = async (delimiter: CsvDelimiter) => {
    setBusy(true);
    try {
      await downloadCsvExport(csvExportUrl(path, listQuery, delimiter, language), `${name}.csv`);
    } catch (error) {
      const code = isApiError(error) ? error.code : 'UNKNOWN_ERROR';
      notifyFailure(t('common.csvExport.failed', { reason: t(`errors.${code}`) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    // No initial focus placeholder: its role="presentation" div inside role="menu" fails axe's aria-required-children.
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          loading={busy}
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('common.csvExport.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {csvDelimitersFor(language).map((delimiter) => (
          <Menu.Item key={delimiter} onClick={() => void download(delimiter)}>
            {t(`common.csvExport.${delimiter}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
