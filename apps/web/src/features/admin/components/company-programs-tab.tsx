import type { CompanyDetail } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { ListStates } from '../../../components/paged-table.tsx';
import { useCompanyPrograms } from '../../programs/api/company-programs.ts';
import { ProgramCard } from '../../programs/components/program-card.tsx';
import { newProgramForCompanyPath } from '../../programs/components/wizard/wizard-paths.ts';
import { ListFooter, PAGE_SIZE } from './list-parts.tsx';

/** The Programs tab of a company: its programs (drafts aside) as cards, and "Crea programma" for it. */
export function CompanyProgramsTab({ company }: { company: Pick<CompanyDetail, 'id' | 'isVerified'> }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const programs = useCompanyPrograms({ companyId: company.id, page, size: PAGE_SIZE });
  const results = programs.data?.results;
  return (
    <Stack gap="md">
      <Group justify="flex-end" gap="sm">
        {company.isVerified ? (
          <Button component={Link} to={newProgramForCompanyPath(company.id)} leftSection={<IconPlus size={18} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
            {t('admin.companyDetail.programs.create')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('admin.companyDetail.programs.approveFirst')}
          </Text>
        )}
      </Group>
      <ListStates
        isPending={programs.isPending}
        isError={programs.isError}
        isEmpty={results?.length === 0}
        loadingLabel={t('admin.companyDetail.programs.loading')}
        errorText={t('admin.common.loadError')}
        emptyTitle={t('admin.companyDetail.programs.title')}
        emptyHint={t('admin.companyDetail.programs.text')}
      />
      {results && results.length > 0 ? (
        <CardGrid busy={programs.isFetching}>
          {results.map((program) => (
            <ProgramCard key={program.id} program={program} />
          ))}
        </CardGrid>
      ) : null}
      {programs.data ? <ListFooter count={programs.data.count} page={page} onPage={setPage} /> : null}
    </Stack>
  );
}
