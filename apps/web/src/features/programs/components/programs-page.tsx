import type { ProgramStatus } from '@bb/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useCan } from '../../../lib/can.ts';
import { useCurrentUser, userCompanyRole } from '../../../lib/current-user.tsx';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { ListStates } from '../../../components/paged-table.tsx';
import { dayBound } from '../../../lib/dates.ts';
import { COMPANY_REGISTRATION_PATH, NEW_PROGRAM_PATH } from '../../../lib/paths.ts';
import { useProgramDrafts } from '../api/program-drafts.ts';
import { programsQueryString, usePrograms, type ProgramsParams, type ProgramsScope } from '../api/programs.ts';
import { HackerProgramsPage } from './hacker/hacker-programs.tsx';
import { ProgramCardPages } from './program-card-pages.tsx';
import { PROGRAM_FILTER_DEBOUNCE_MS, ProgramFilters, toFlag, type ProgramFilterValues } from './program-filters.tsx';
import { ProgramDrafts } from './wizard/program-drafts.tsx';

export const PROGRAMS_PAGE_SIZE = 12;

/** A company never lists its drafts or deleted programs here; staff see everything but drafts. */
const STATUSES: Record<ProgramsScope, readonly ProgramStatus[]> = {
  company: ['pending', 'changesRequested', 'active', 'paused', 'rejected'],
  all: ['pending', 'changesRequested', 'active', 'paused', 'deleted', 'rejected'],
};

/** Under an empty list: what to do next, true for the caller (drafts waiting above, nothing to create for a read-only role). */
function emptyHintKey(company: boolean, prepares: boolean, hasDrafts: boolean): string {
  if (!company) return 'programs.list.emptyStaffHint';
  if (hasDrafts) return 'programs.list.emptyWithDraftsHint';
  return prepares ? 'programs.list.emptyCompanyHint' : 'programs.list.emptyReadOnlyHint';
}

/** A status from the URL, if it is one this list offers. */
function statusParam(raw: string | null, statuses: readonly ProgramStatus[]): ProgramStatus | null {
  return statuses.find((status) => status === raw) ?? null;
}

const NO_FILTERS: ProgramFilterValues = { search: '', status: null, managed: null, visibility: null, tag: null, company: null, from: null, to: null };

/** The programs list: the company's own, every program for staff and super admins, the hacker's tabs (spec part 1 section 2, part 2 section 2). */
export function ProgramsPage() {
  const user = useCurrentUser();
  if (user.userType === 'hacker') return <HackerProgramsPage />;
  if (user.userType === 'company' && !userCompanyRole(user)) return <Navigate to={COMPANY_REGISTRATION_PATH} replace />;
  return <ProgramsList scope={user.userType === 'company' ? 'company' : 'all'} />;
}

/**
 * Staff and super admins list every program; a company its own, with "Crea programma" and the
 * drafts for the roles that prepare or fund programs (a read-only role gets a note instead).
 */
export function ProgramsList({ scope }: { scope: ProgramsScope }) {
  const { t } = useTranslation();
  const can = useCan();
  const company = scope === 'company';
  // Preparing needs program.manage (drafts), sending needs program.create (money): either opens the wizard.
  const prepares = company && (can('program.manage') || can('program.create'));
  const drafts = useProgramDrafts(prepares);
  const hasDrafts = prepares && (drafts.data?.count ?? 0) > 0;
  const [params] = useSearchParams();
  // ?status= opens the list already filtered (the dashboard's "programs to review" links here).
  const [filters, setFilters] = useState<ProgramFilterValues>(() => ({ ...NO_FILTERS, status: statusParam(params.get('status'), STATUSES[scope]) }));
  const [page, setPage] = useState(1);
  const [name] = useDebouncedValue(filters.search, PROGRAM_FILTER_DEBOUNCE_MS);
  const listParams: ProgramsParams = {
    scope,
    name,
    status: filters.status,
    isManaged: toFlag(filters.managed),
    isPublic: toFlag(filters.visibility),
    tag: filters.tag,
    company: filters.company?.id ?? null,
    createdFrom: dayBound(filters.from, false),
    createdTo: dayBound(filters.to, true),
    sort: '-createdAt',
    page,
    size: PROGRAMS_PAGE_SIZE,
  };
  const programs = usePrograms(listParams);
  const update = (next: Partial<ProgramFilterValues>) => {
    setFilters((previous) => ({ ...previous, ...next }));
    setPage(1);
  };
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const results = programs.data?.results;

  return (
    <>
      <PageHeader title={t('programs.list.title')} description={t(company ? 'programs.list.companySubtitle' : 'programs.list.staffSubtitle')} />
      <Stack gap="md">
        {prepares ? (
          <Group justify="flex-end">
            <Button component={Link} to={NEW_PROGRAM_PATH} leftSection={<IconPlus size={18} aria-hidden />} w={{ base: '100%', xs: 'auto' }}>
              {t('programs.list.create')}
            </Button>
          </Group>
        ) : null}
        {company && !prepares ? (
          <Text size="sm" c="dimmed">
            {t('programs.list.readOnly')}
          </Text>
        ) : null}
        {prepares ? <ProgramDrafts /> : null}
        <ProgramFilters values={filters} statuses={STATUSES[scope]} withCompany={!company} onSearch={(search) => update({ search })} onChange={update} />
        <Group justify="flex-end">
          {/* GET /api/programs/export.csv: the caller's programs as the list answers them (a company's own, as my-company). */}
          <CsvExportMenu path="/api/programs/export.csv" listQuery={programsQueryString(listParams)} name="programs" />
        </Group>
        <ListStates
          isPending={programs.isPending}
          isError={programs.isError}
          isEmpty={results?.length === 0}
          loadingLabel={t('programs.list.loading')}
          errorText={t('programs.list.loadError')}
          emptyTitle={t(filtered ? 'programs.list.emptyFiltered' : hasDrafts ? 'programs.list.emptyWithDrafts' : 'programs.list.empty')}
          emptyHint={filtered ? undefined : t(emptyHintKey(company, prepares, hasDrafts))}
        />
        <ProgramCardPages programs={programs} pageSize={PROGRAMS_PAGE_SIZE} page={page} onPage={setPage} />
      </Stack>
    </>
  );
}
