import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader.tsx';
import { useDashboardStats } from '../../features/dashboard/api/dashboard-stats.ts';
import { useCurrentUser, userCompanyRole } from '../../lib/current-user.tsx';

// Each user type's dashboard comes in a chunk of its own: a hacker's never carries the super admin's charts and map.
const CompanyDashboardPage = lazy(async () => ({ default: (await import('./dashboards/company-dashboard-page.tsx')).CompanyDashboardPage }));
const HackerDashboard = lazy(async () => ({ default: (await import('../../features/dashboard/components/hacker/hacker-dashboard.tsx')).HackerDashboard }));
const StaffDashboardPage = lazy(async () => ({ default: (await import('./dashboards/staff-dashboard-page.tsx')).StaffDashboardPage }));

/** Each user type's dashboard (issue 14), its figures (GET /api/stats/dashboard) asked for while its code loads. */
export function DashboardPage() {
  const user = useCurrentUser();
  // A company user without a company yet has no figures: the dashboard asks them to register one.
  useDashboardStats({ enabled: user.userType !== 'company' || userCompanyRole(user) !== null });
  return (
    <Suspense fallback={<PageLoader />}>
      {user.userType === 'company' ? <CompanyDashboardPage user={user} /> : null}
      {user.userType === 'hacker' ? <HackerDashboard user={user} /> : null}
      {user.userType === 'staff' || user.userType === 'superadmin' ? <StaffDashboardPage user={user} /> : null}
    </Suspense>
  );
}
