import type { CompanyDetail } from '@bb/domain';
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyListState, LoadErrorAlert } from '../../../components/paged-table.tsx';
import { useCompanyPrograms } from '../../programs/api/company-programs.ts';
import { ProgramCard } from '../../programs/components/program-card.tsx';
import { newProgramForCompanyPath } from '../../programs/components/wizard/wizard-paths.ts';
import { ListFooter, PAGE_SIZE } from './list-parts.tsx';
import { CardGrid } from '../../../components/card-grid.tsx';

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
      <LoadErrorAlert show={programs.isError}>{t('admin.common.loadError')}</LoadErrorAlert>
      {programs.isPending ? (
        <Center py="xl" role="status">
          <Loader size="sm" aria-label={t('admin.companyDetail.programs.loading')} />
        </Center>
      ) : null}
      {results && results.length === 0 ? (
        <EmptyListState title={t('admin.companyDetail.programs.title')} hint={t('admin.companyDetail.programs.text')} />
      ) : null}
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
