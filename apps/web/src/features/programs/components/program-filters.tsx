import { TARGET_TYPES, type ProgramStatus, type TargetType } from '@bb/domain';
import { Group } from '@mantine/core';
import { CompanyFilter } from './company-filter.tsx';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-field.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { SearchInput } from '../../../components/paged-table.tsx';

/** Programs list filters wait 300 ms after the last keystroke (spec part 1 section 9). */
export const PROGRAM_FILTER_DEBOUNCE_MS = 300;

export type YesNo = 'yes' | 'no';
const YES_NO: readonly YesNo[] = ['yes', 'no'];

export interface ProgramFilterValues {
  search: string;
  status: ProgramStatus | null;
  managed: YesNo | null;
  visibility: YesNo | null;
  tag: TargetType | null;
  /** Staff and super admins: one company (id), and its name for the field. */
  company: { id: string; name: string } | null;
  /** Created from / to, days (YYYY-MM-DD). */
  from: string | null;
  to: string | null;
}

export const toFlag = (value: YesNo | null): boolean | null => (value === null ? null : value === 'yes');

/** Name (debounced by the caller), status, managed, public, target type, creation dates and, for staff, the company. */
export function ProgramFilters({
  values,
  statuses,
  withCompany,
  onSearch,
  onChange,
}: {
  values: ProgramFilterValues;
  statuses: readonly ProgramStatus[];
  /** The company filter: staff and super admins list every company's programs. */
  withCompany: boolean;
  onSearch: (value: string) => void;
  onChange: (next: Partial<Omit<ProgramFilterValues, 'search'>>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput value={values.search} onChange={onSearch} label={t('programs.filters.name')} placeholder={t('programs.filters.namePlaceholder')} />
      <FilterSelect
        label={t('programs.filters.status')}
        placeholder={t('programs.filters.any')}
        value={values.status}
        onChange={(status) => onChange({ status })}
        values={statuses}
        labelOf={(status) => t(`programs.status.${status}`)}
      />
      <FilterSelect
        label={t('programs.filters.managed')}
        placeholder={t('programs.filters.any')}
        value={values.managed}
        onChange={(managed) => onChange({ managed })}
        values={YES_NO}
        labelOf={(value) => t(value === 'yes' ? 'programs.managed.yes' : 'programs.managed.no')}
      />
      <FilterSelect
        label={t('programs.filters.visibility')}
        placeholder={t('programs.filters.any')}
        value={values.visibility}
        onChange={(visibility) => onChange({ visibility })}
        values={YES_NO}
        labelOf={(value) => t(value === 'yes' ? 'programs.visibility.public' : 'programs.visibility.private')}
      />
      <FilterSelect
        label={t('programs.filters.tag')}
        placeholder={t('programs.filters.any')}
        value={values.tag}
        onChange={(tag) => onChange({ tag })}
        values={TARGET_TYPES}
        labelOf={(tag) => t(`programs.targetTypes.${tag}`)}
      />
      {withCompany ? <CompanyFilter value={values.company} onChange={(company) => onChange({ company })} debounceMs={PROGRAM_FILTER_DEBOUNCE_MS} /> : null}
      <DateRangeFilter value={{ from: values.from, to: values.to }} onChange={({ from, to }) => onChange({ from, to })} />
    </Group>
  );
}
