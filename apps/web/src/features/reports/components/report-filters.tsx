import { ABOUT_TO_BREACH_HOURS, REPORT_SEVERITIES, REPORT_STATUSES, REPORT_UI, RETEST_STATUSES, type ReportStatus } from '@bb/domain';
import { Chip, Group, Select } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { SearchInput } from '../../../components/paged-table.tsx';
import { REPORT_SORTS } from '../api/reports.ts';
import { useProgramOptions } from '../api/program-options.ts';
import type { ReportListState, YesNo } from './use-report-list-params.ts';

/** Which filters a list offers: hackers get no dates nor due soon; staff and super admins also company, program, breached and managed. */
export interface ReportFilterSet {
  status: boolean;
  dates: boolean;
  companyAndProgram: boolean;
  breached: boolean;
  dueSoon: boolean;
  managed: boolean;
}

const YES_NO: readonly YesNo[] = ['yes', 'no'];

/** Companies of the programs, once each, by name. */
function companyOptions(programs: readonly { company: { id: string; name: string } }[]) {
  const byId = new Map(programs.map(({ company }) => [company.id, company.name]));
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
}

/** Title (typed, sent 1 s after the last keystroke), status, severity, dates, company, program, breached, due soon and the order. */
export function ReportFilters({
  state,
  onChange,
  filters,
  statuses = REPORT_STATUSES,
}: {
  state: ReportListState;
  onChange: (next: Partial<ReportListState>) => void;
  filters: ReportFilterSet;
  statuses?: readonly ReportStatus[];
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(state.title);
  const sendTitle = useDebouncedCallback((value: string) => onChange({ title: value.trim() }), REPORT_UI.filterDebounceMs);
  const programs = useProgramOptions(filters.companyAndProgram);
  const programList = (programs.data ?? []).filter((program) => !state.company || program.company.id === state.company);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput
        value={title}
        onChange={(value) => {
          setTitle(value);
          sendTitle(value);
        }}
        label={t('reports.filters.title')}
        placeholder={t('reports.filters.titlePlaceholder')}
      />
      {filters.status ? (
        <FilterSelect
          label={t('reports.filters.status')}
          placeholder={t('reports.filters.any')}
          value={state.status}
          onChange={(status) => onChange({ status })}
          values={statuses}
          labelOf={(status) => t(`reports.status.${status}`)}
        />
      ) : null}
      <FilterSelect
        label={t('reports.filters.severity')}
        placeholder={t('reports.filters.any')}
        value={state.severity}
        onChange={(severity) => onChange({ severity })}
        values={REPORT_SEVERITIES}
        labelOf={(severity) => t(`reports.severity.${severity}`)}
      />
      <FilterSelect
        label={t('reports.filters.retest')}
        placeholder={t('reports.filters.any')}
        value={state.retest}
        onChange={(retest) => onChange({ retest })}
        values={RETEST_STATUSES}
        labelOf={(retest) => t(`reports.retest.status.${retest}`)}
      />
      {filters.dates ? <DateRangeFilter value={{ from: state.from, to: state.to }} onChange={({ from, to }) => onChange({ from, to })} /> : null}
      {filters.companyAndProgram ? (
        <>
          <Select
            label={t('reports.filters.company')}
            placeholder={t('reports.filters.any')}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('common.actions.clearFilter') }}
            nothingFoundMessage={t('reports.filters.nothingFound')}
            value={state.company}
            onChange={(company) => onChange({ company, program: null })}
            data={companyOptions(programs.data ?? [])}
            w={{ base: '100%', xs: 240 }}
          />
          <Select
            label={t('reports.filters.program')}
            placeholder={t('reports.filters.any')}
            searchable
            clearable
            clearButtonProps={{ 'aria-label': t('common.actions.clearFilter') }}
            nothingFoundMessage={t('reports.filters.nothingFound')}
            value={state.program}
            onChange={(program) => onChange({ program })}
            data={programList.map((program) => ({ value: program.id, label: program.name ?? t('reports.untitledProgram') }))}
            w={{ base: '100%', xs: 240 }}
          />
        </>
      ) : null}
      {filters.breached ? (
        <FilterSelect
          label={t('reports.filters.breached')}
          placeholder={t('reports.filters.any')}
          value={state.breached}
          onChange={(breached) => onChange({ breached })}
          values={YES_NO}
          labelOf={(value) => t(`reports.filters.breachedValues.${value}`)}
        />
      ) : null}
      {filters.dueSoon ? (
        // A toggle chip: on when the dashboard's "about to breach" opened the list, one click takes it off.
        <Chip checked={state.dueSoon} onChange={(dueSoon) => onChange({ dueSoon })} variant="outline" mb={4} data-testid="filter-due-soon">
          {t('reports.filters.dueSoon', { count: ABOUT_TO_BREACH_HOURS })}
        </Chip>
      ) : null}
      {filters.managed ? (
        <Chip checked={state.managed} onChange={(managed) => onChange({ managed })} variant="outline" mb={4}>
          {t('reports.filters.managed')}
        </Chip>
      ) : null}
      <Select
        label={t('reports.filters.sort')}
        value={state.sort}
        onChange={(sort) => onChange({ sort: (sort as ReportListState['sort'] | null) ?? '-createdAt' })}
        allowDeselect={false}
        data={REPORT_SORTS.map((sort) => ({ value: sort, label: t(`reports.sort.${sort}`) }))}
        w={{ base: '100%', xs: 220 }}
      />
    </Group>
  );
}
