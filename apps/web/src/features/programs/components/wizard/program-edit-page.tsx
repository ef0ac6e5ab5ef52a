import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../../lib/current-user.tsx';
import { useBreadcrumbLabel } from '../../../../components/app-breadcrumbs.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { useProgram } from '../../api/program.ts';
import { useProgramContext } from '../../api/program-context.ts';
import { ProgramWizard } from './program-wizard-page.tsx';
import { editModeOf } from './wizard-model.ts';

/**
 * /programs/{id}/edit: the wizard loaded with a saved program. A draft opens here too (one address
 * for "continue" and "edit"): its company finishes and finalizes it; a program past the draft stage
 * is edited in place (PATCH). The server's `abilities` decide who gets in.
 */
export function ProgramEditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const program = useProgram(id);
  useBreadcrumbLabel(id, program.data ? (program.data.name ?? t('programs.untitled')) : null);
  const companyId = program.data?.company.id ?? null;
  // A company user always gets their own context; staff ask for the program's company. The coupon is this program's (a
  // super admin may have given a draft its own).
  const context = useProgramContext(user.userType === 'company' ? null : companyId, companyId !== null && user.userType !== 'hacker', companyId ? id : null);

  if (user.userType === 'hacker') return <Navigate to="/dashboard" replace />;
  if (program.isPending) return <PageLoader />;
  if (program.isError) {
    const missing = isApiError(program.error) && (program.error.status === 404 || program.error.status === 422);
    return <Alert color="red">{t(missing ? 'programs.detail.notFound' : 'programs.detail.loadError')}</Alert>;
  }
  const mode = editModeOf(program.data);
  if (!mode) return <Alert color="yellow">{t('programs.wizard.cannotEdit')}</Alert>;
  if (context.isPending) return <PageLoader />;
  if (context.isError) return <Alert color="red">{t('programs.wizard.loadError')}</Alert>;
  return <ProgramWizard key={program.data.id} context={context.data} company={program.data.company.id} program={program.data} mode={mode} />;
}
