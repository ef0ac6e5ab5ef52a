import type { ReportDetail } from '@bb/domain';
import { Alert, Card, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useBreadcrumbLabel } from '../../../../components/app-breadcrumbs.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { FeatureDisabledNotice } from '../../../../components/support-contact.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { useCan } from '../../../../lib/can.ts';
import { useCurrentUser } from '../../../../lib/current-user.tsx';
import { JUST_SENT_STATE, programPath, reportPath } from '../../../../lib/paths.ts';
import { useActivePrograms, useReportChecks, useReportProgram } from '../../api/report-checks.ts';
import { ReportChecksModal } from './report-checks-modal.tsx';
import { ReportWizard } from './report-wizard.tsx';

/**
 * /create-report/:programId, the hacker's report (spec part 2 section 2): the checks first (KYC,
 * tax regime, IBAN, program admitted and active); anything missing opens the checks modal instead
 * of the wizard. Once sent, the new report's page opens on its receipt.
 */
export function ReportWizardPage() {
  const { t } = useTranslation();
  const { programId = '' } = useParams();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const checks = useReportChecks(user.userType === 'hacker' ? programId : '');
  const program = checks.state === 'ready' ? checks.program : null;
  useBreadcrumbLabel('create-report', t('reportForm.wizard.breadcrumb'));
  useBreadcrumbLabel(programId, program ? (program.name ?? t('reportForm.untitledProgram')) : null);

  if (user.userType !== 'hacker') return <Navigate to={programPath(programId)} replace />;
  if (checks.state === 'loading') return <PageLoader />;
  if (checks.state === 'error') return <Alert color="red">{t('reportForm.loadError')}</Alert>;

  const header = <PageHeader title={t('reportForm.wizard.title')} description={program?.name ?? undefined} />;
  if (checks.missing.length > 0 || !program) {
    return (
      <>
        {header}
        <ReportChecksModal programId={programId} missing={checks.missing} onClose={() => void navigate(programPath(programId))} />
      </>
    );
  }
  return (
    <>
      {header}
      <FeatureDisabledNotice feature="reportSubmission" mb="md" />
      <ReportWizard program={program} onSubmitted={(report) => void navigate(reportPath(report.id), { state: JUST_SENT_STATE })} />
    </>
  );
}

/** /reports/new: staff report on a company's behalf; the program first, then the same wizard. */
export function StaffReportPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const can = useCan();
  const navigate = useNavigate();
  const [programId, setProgramId] = useState<string | null>(null);
  if (user.userType === 'hacker' || !can('report.submit')) return <Navigate to="/dashboard" replace />;
  return (
    <>
      <PageHeader title={t('reportForm.staff.title')} description={t('reportForm.staff.subtitle')} />
      <Stack gap="lg">
        <Card maw={1040} padding="lg">
          <ProgramPicker value={programId} onChange={setProgramId} />
        </Card>
        {programId ? (
          <StaffWizard key={programId} programId={programId} onSubmitted={(report) => void navigate(reportPath(report.id), { state: JUST_SENT_STATE })} />
        ) : null}
      </Stack>
    </>
  );
}

function StaffWizard({ programId, onSubmitted }: { programId: string; onSubmitted: (report: ReportDetail) => void }) {
  const { t } = useTranslation();
  const program = useReportProgram(programId);
  if (program.isPending) return <PageLoader />;
  if (program.isError) return <Alert color="red">{t('reportForm.loadError')}</Alert>;
  return <ReportWizard program={program.data} staff onSubmitted={onSubmitted} />;
}

/** Active programs by name, with their company (GET /api/programs answers what staff see). */
function ProgramPicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  // Once a program is chosen the search box shows its label: the list goes back to every program.
  const programs = useActivePrograms(chosen && debounced === chosen.label ? '' : debounced);
  const options = (programs.data?.results ?? []).map((program) => ({
    value: program.id,
    label: `${program.name ?? t('reportForm.untitledProgram')} · ${program.company.name}`,
  }));
  const data = chosen && !options.some((option) => option.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label={t('reportForm.fields.program')}
      description={t('reportForm.staff.programDescription')}
      placeholder={t('reportForm.staff.programPlaceholder')}
      data={data}
      value={value}
      onChange={(id, option) => {
        setChosen(id ? option : null);
        onChange(id);
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={programs.isPending ? t('reportForm.staff.loadingPrograms') : t('reportForm.staff.noPrograms')}
      error={programs.isError ? t('reportForm.loadError') : undefined}
      required
    />
  );
}
