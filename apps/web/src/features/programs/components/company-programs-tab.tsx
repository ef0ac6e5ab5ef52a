import type { CompanyDetail } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { ListStates } from '../../../components/paged-table.tsx';
import { newProgramForCompanyPath } from '../../../lib/paths.ts';
import { companyProgramsQueryString, useCompanyPrograms } from '../api/company-programs.ts';
import { ProgramCardPages } from './program-card-pages.tsx';

const PAGE_SIZE = 10;

/** The Programs tab of a company's page (super admin): its programs (drafts aside) as cards, and "Crea programma" for it. */
export function CompanyProgramsTab({ company }: { company: Pick<CompanyDetail, 'id' | 'isVerified'> }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const listParams = { companyId: company.id, page, size: PAGE_SIZE };
  const programs = useCompanyPrograms(listParams);
  const results = programs.data?.results;
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        <CsvExportMenu path="/api/programs/export.csv" listQuery={companyProgramsQueryString(listParams)} name="programs" />
        {company.isVerified ? (
          <Button component={Link} to={newProgramForCompanyPath(company.id)} leftSection={<IconPlus size={18} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
            {t('programs.companyTab.create')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('programs.companyTab.approveFirst')}
          </Text>
        )}
      </Group>
      <ListStates
        isPending={programs.isPending}
        isError={programs.isError}
        isEmpty={results?.length === 0}
        loadingLabel={t('programs.companyTab.loading')}
        errorText={t('programs.list.loadError')}
        emptyTitle={t('programs.companyTab.title')}
        emptyHint={t('programs.companyTab.text')}
      />
      <ProgramCardPages programs={programs} pageSize={PAGE_SIZE} page={page} onPage={setPage} />
    </Stack>
  );
}
