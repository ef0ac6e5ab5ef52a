import { lazy, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { createRoutesFromElements, matchRoutes, Navigate, Route, Routes } from 'react-router';
import { RedirectIfSignedIn, RequireAuth } from './guards.tsx';
import { nextTask } from '../lib/next-task.ts';
import { pagePathTest } from '../lib/page-paths.tsx';
import { HACKER_PROFILE_ROUTES, TWO_FACTOR_PATH } from '../lib/paths.ts';
import { RequireProfileViewer } from '../features/hacker-profile/components/require-profile-viewer.tsx';

/**
 * Route pages are split out of the initial bundle and fetched on first visit, or ahead of it (preloadPage). A page
 * whose code has arrived before it first renders is rendered at once, without suspending: the app's first render
 * (which waits for the page's code, see main.tsx) shows the page itself, never a loader in its place. Each mounted
 * page keeps the component it started with, so a page mounted through React.lazy is never remounted.
 */
function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name] as ComponentType;
      return module;
    });
  const Lazy = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  function LazyPage(props: Record<string, unknown>) {
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(LazyPage, { preload });
}

const AuthLayout = lazyNamed(() => import('./layouts/auth-layout.tsx'), 'AuthLayout');
const AppLayout = lazyNamed(() => import('./layouts/app-layout.tsx'), 'AppLayout');
const LoginPage = lazyNamed(() => import('../features/auth/components/login-page.tsx'), 'LoginPage');
const SignupChoicePage = lazyNamed(() => import('../features/auth/components/signup-choice-page.tsx'), 'SignupChoicePage');
const HackerSignupPage = lazyNamed(() => import('../features/auth/components/signup-page.tsx'), 'HackerSignupPage');
const CompanySignupPage = lazyNamed(() => import('../features/auth/components/signup-page.tsx'), 'CompanySignupPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/components/verify-email-page.tsx'), 'VerifyEmailPage');
const ActivatePage = lazyNamed(() => import('../features/auth/components/activate-page.tsx'), 'ActivatePage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/components/forgot-password-page.tsx'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/components/reset-password-page.tsx'), 'ResetPasswordPage');
const AcceptInvitationPage = lazyNamed(() => import('../features/auth/components/reset-password-page.tsx'), 'AcceptInvitationPage');
const LoggedOutPage = lazyNamed(() => import('../features/auth/components/logged-out-page.tsx'), 'LoggedOutPage');
const DashboardPage = lazyNamed(() => import('./pages/dashboard-page.tsx'), 'DashboardPage');
const AccountPage = lazyNamed(() => import('./pages/account-page.tsx'), 'AccountPage');
const TwoFactorPage = lazyNamed(() => import('../features/account/components/two-factor-page.tsx'), 'TwoFactorPage');
const CompanyRegistrationPage = lazyNamed(() => import('../features/companies/components/company-registration-page.tsx'), 'CompanyRegistrationPage');
const CompanyProfilePage = lazyNamed(() => import('../features/companies/components/company-profile-page.tsx'), 'CompanyProfilePage');
const WalletPage = lazyNamed(() => import('./pages/wallet-page.tsx'), 'WalletRoute');
const ProgramsPage = lazyNamed(() => import('../features/programs/components/programs-page.tsx'), 'ProgramsPage');
const ProgramDetailPage = lazyNamed(() => import('./pages/program-detail-page.tsx'), 'ProgramDetailRoute');
const ProgramWizardPage = lazyNamed(() => import('../features/programs/components/wizard/program-wizard-page.tsx'), 'ProgramWizardPage');
const ProgramEditPage = lazyNamed(() => import('../features/programs/components/wizard/program-edit-page.tsx'), 'ProgramEditPage');
const ReportsPage = lazyNamed(() => import('../features/reports/components/reports-page.tsx'), 'ReportsPage');
const ReportDetailPage = lazyNamed(() => import('../features/reports/components/report-detail-page.tsx'), 'ReportDetailPage');
const PaymentsPage = lazyNamed(() => import('../features/payments/components/payments-page.tsx'), 'PaymentsPage');
const RequireSuperAdmin = lazyNamed(() => import('../features/admin/components/require-superadmin.tsx'), 'RequireSuperAdmin');
const UsersPage = lazyNamed(() => import('../features/admin/components/users-page.tsx'), 'UsersPage');
const AdminCompanyPage = lazyNamed(() => import('./pages/admin-company-page.tsx'), 'AdminCompanyPage');
const PlatformSettingsPage = lazyNamed(() => import('../features/admin/components/settings-page.tsx'), 'SettingsPage');
const AuditLogPage = lazyNamed(() => import('../features/admin/components/audit-log-page.tsx'), 'AuditLogPage');
const VerificationPage = lazyNamed(() => import('../features/verification/components/verification-page.tsx'), 'VerificationPage');
const MailboxPage = lazyNamed(() => import('../features/dev-mailbox/components/mailbox-page.tsx'), 'MailboxPage');
const SessionAwareLayout = lazyNamed(() => import('./layouts/session-aware-layout.tsx'), 'SessionAwareLayout');
const HallOfFamePage = lazyNamed(() => import('../features/programs/components/hall-of-fame/hall-of-fame-page.tsx'), 'HallOfFamePage');
const LeaderboardPage = lazyNamed(() => import('../features/hacker-profile/components/leaderboard-page.tsx'), 'LeaderboardPage');
const HackerProfilePage = lazyNamed(() => import('./pages/hacker-profile-page.tsx'), 'HackerProfileRoute');
const ReportWizardPage = lazyNamed(() => import('../features/reports/components/wizard/report-wizard-page.tsx'), 'ReportWizardPage');
const StaffReportPage = lazyNamed(() => import('../features/reports/components/wizard/report-wizard-page.tsx'), 'StaffReportPage');
const NotificationsPage = lazyNamed(() => import('../features/notifications/components/notifications-page.tsx'), 'NotificationsPage');
const WebhooksPage = lazyNamed(() => import('../features/integrations/webhooks/components/webhooks-page.tsx'), 'WebhooksPage');
const OptOutPage = lazyNamed(() => import('../features/auth/components/opt-out-page.tsx'), 'OptOutPage');
const NotFoundPage = lazyNamed(() => import('./not-found-page.tsx'), 'NotFoundPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard" replace />} />
      <Route path="auth" element={<AuthLayout />}>
        <Route index element={<Navigate to="/auth/login" replace />} />
        <Route element={<RedirectIfSignedIn />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="signup" element={<SignupChoicePage />} />
          <Route path="signup/hacker" element={<HackerSignupPage />} />
          <Route path="signup/company" element={<CompanySignupPage />} />
        </Route>
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="activate" element={<ActivatePage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="accept-invitation" element={<AcceptInvitationPage />} />
        <Route path="logout" element={<LoggedOutPage />} />
      </Route>
      {/* The emails' unsubscribe link: a signed token, signed in or not. */}
      <Route path="opt" element={<AuthLayout />}>
        <Route index element={<OptOutPage />} />
      </Route>
      <Route path="dev/mailbox" element={<MailboxPage />} />
      <Route element={<SessionAwareLayout />}>
        <Route path="hall-of-fame" element={<HallOfFamePage />} />
        <Route path="leaderboard" element={<LeaderboardPage />} />
      </Route>
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="notifications" element={<NotificationsPage />} />
          <Route path="integrations" element={<WebhooksPage />} />
          <Route path="account" element={<AccountPage />} />
          <Route path="verification" element={<VerificationPage />} />
          <Route path={TWO_FACTOR_PATH.slice(1)} element={<TwoFactorPage />} />
          <Route path="company-registration" element={<CompanyRegistrationPage />} />
          <Route path="company-profile" element={<CompanyProfilePage />} />
          <Route path="wallet" element={<WalletPage />} />
          <Route path="programs" element={<ProgramsPage />} />
          <Route path="programs/new" element={<ProgramWizardPage />} />
          <Route path="programs/:id/edit" element={<ProgramEditPage />} />
          <Route path="programs/:id" element={<ProgramDetailPage />} />
          <Route path="reports" element={<ReportsPage />} />
          <Route path="reports/new" element={<StaffReportPage />} />
          <Route path="reports/:id" element={<ReportDetailPage />} />
          <Route path="create-report/:programId" element={<ReportWizardPage />} />
          {HACKER_PROFILE_ROUTES.map(({ path, viewers }) => (
            <Route key={path} path={path} element={<RequireProfileViewer viewers={viewers} />}>
              <Route index element={<HackerProfilePage />} />
            </Route>
          ))}
          <Route element={<RequireSuperAdmin />}>
            <Route path="users" element={<UsersPage />} />
            <Route path="companies" element={<Navigate to="/users?tab=companies" replace />} />
            <Route path="companies/:companyId" element={<AdminCompanyPage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="settings" element={<PlatformSettingsPage />} />
            <Route path="audit-log" element={<AuditLogPage />} />
          </Route>
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** The app's routes as objects (the tree AppRoutes declares, read once). */
export const APP_ROUTES = createRoutesFromElements((AppRoutes() as ReactElement<{ children: ReactNode }>).props.children);

/** Whether a path opens one of the app's pages rather than "not found" (the breadcrumb links only to those). */
export const isAppPage = pagePathTest(APP_ROUTES);

/**
 * Starts fetching the code of the page at `path` (its layout and the page) while the app starts, side by side with
 * the language file and the session instead of once they have arrived; settles when all of it has arrived or failed.
 * A failure is React.lazy's to report, on render. Each part's fetch starts in a task of its own: starting one adds a
 * score of module preloads to the page, a long task on a phone when they were all added at once.
 */
export async function preloadPage(path: string): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(APP_ROUTES, path) ?? []) {
    const component = (route.element as ReactElement | null | undefined)?.type as { preload?: () => Promise<unknown> } | undefined;
    if (!component?.preload) continue;
    await nextTask();
    loads.push(component.preload().catch(() => {}));
  }
  await Promise.all(loads);
}
