import { Anchor, Group, Input, SegmentedControl, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CsvExportMenu } from '../../../components/csv-export-menu.tsx';
import { DataTable, LoadErrorAlert, useSearchPaging } from '../../../components/paged-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { adminCompaniesQueryString, useAdminCompanies, type AdminCompaniesParams, type CompanyStatusFilter } from '../../../lib/api/admin-companies.ts';
import { adminCompanyPath } from '../../../lib/paths.ts';
import { ADMIN_FILTER_DEBOUNCE_MS, EmptyRow, ListFooter, PAGE_SIZE, SearchField, VerifiedBadge } from './list-parts.tsx';

const STATUSES: CompanyStatusFilter[] = ['all', 'approved', 'pending'];

/** The Companies tab: status filter (isVerified), debounced search, sort by creation date, paging. */
export function CompaniesTab() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // ?status=pending opens the tab already filtered (the dashboard's "companies to approve" links here).
  const [status, setStatus] = useState<CompanyStatusFilter>(() => STATUSES.find((value) => value === params.get('status')) ?? 'all');
  const [sort, setSort] = useState<AdminCompaniesParams['sort']>('-createdAt');
  const { search, changeSearch, debouncedSearch, page, setPage } = useSearchPaging(ADMIN_FILTER_DEBOUNCE_MS);
  const listParams: AdminCompaniesParams = { search: debouncedSearch, status, sort, page, size: PAGE_SIZE };
  const companies = useAdminCompanies(listParams);
  const SortIcon = sort === '-createdAt' ? IconArrowDown : IconArrowUp;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <SearchField value={search} onChange={changeSearch} label={t('admin.companies.searchLabel')} />
        <Stack gap={4}>
          <Input.Label id="company-status-label" component="div">
            {t('admin.companies.statusFilter')}
          </Input.Label>
          <SegmentedControl
            aria-labelledby="company-status-label"
            value={status}
            onChange={(value) => {
              setStatus(value as CompanyStatusFilter);
              setPage(1);
            }}
            data={STATUSES.map((value) => ({ value, label: t(`admin.companies.filter.${value}`) }))}
          />
        </Stack>
        <CsvExportMenu path="/api/companies/export.csv" listQuery={adminCompaniesQueryString(listParams)} name="companies" />
      </Group>
      <LoadErrorAlert show={companies.isError}>{t('admin.common.loadError')}</LoadErrorAlert>
      <DataTable
        minWidth={720}
        busy={companies.isFetching}
        head={
          <>
            <Table.Th>{t('admin.companies.columns.name')}</Table.Th>
            <Table.Th>{t('admin.companies.columns.businessname')}</Table.Th>
            <Table.Th>{t('admin.companies.columns.vat')}</Table.Th>
            <Table.Th>{t('admin.companies.columns.status')}</Table.Th>
            <Table.Th aria-sort={sort === '-createdAt' ? 'descending' : 'ascending'}>
              <UnstyledButton
                onClick={() => {
                  setSort(sort === '-createdAt' ? 'createdAt' : '-createdAt');
                  setPage(1);
                }}
                fw={700}
                fz="sm"
              >
                <Group gap={4} wrap="nowrap">
                  {t('admin.companies.columns.createdAt')}
                  <SortIcon size={14} aria-hidden />
                </Group>
              </UnstyledButton>
            </Table.Th>
          </>
        }
      >
        {companies.data?.results.map((company) => (
          <Table.Tr key={company.id}>
            <Table.Td>
              <Anchor component={Link} to={adminCompanyPath(company.id)} size="sm" fw={500}>
                {company.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{company.businessname}</Table.Td>
            <Table.Td>{company.vat}</Table.Td>
            <Table.Td>
              <VerifiedBadge verified={company.isVerified} />
            </Table.Td>
            <Table.Td>{formatDate(company.createdAt)}</Table.Td>
          </Table.Tr>
        ))}
        {companies.data && companies.data.results.length === 0 ? <EmptyRow colSpan={5} /> : null}
      </DataTable>
      <ListFooter count={companies.data?.count} countCapped={companies.data?.countCapped} page={page} onPage={setPage} />
    </Stack>
  );
}
