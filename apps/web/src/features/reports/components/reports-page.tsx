import type { UserType } from '@bb/domain';
import { Group } from '@mantine/core';
import { IconChecklist, IconHourglass, IconInbox, IconList, IconUserCheck } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';
import { TabbedPage, type PageTab } from '../../../components/tabbed-page.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { ReportsList } from './reports-list.tsx';
import { NewReportButton } from './wizard/new-report-button.tsx';

type Tabs = [PageTab, ...PageTab[]];
type ManagerType = Exclude<UserType, 'hacker'>;

/** The tabs of each role (spec part 2 section 2), each one list with its fixed filter. */
export function reportTabs(userType: ManagerType, t: TFunction): Tabs {
  const all: PageTab = { value: 'all', label: t('reports.tabs.all'), icon: IconList, panel: <ReportsList userType={userType} /> };
  const notTaken = (label: string): PageTab => ({
    value: 'new',
    label,
    icon: IconInbox,
    panel: <ReportsList userType={userType} preset={{ statusIn: ['new'] }} />,
  });
  switch (userType) {
    case 'company':
      return [
        all,
        {
          value: 'for-approval',
          label: t('reports.tabs.forApproval'),
          icon: IconChecklist,
          panel: <ReportsList userType={userType} preset={{ statusIn: ['forApproval'] }} />,
        },
        notTaken(t('reports.tabs.notTaken')),
        {
          value: 'taken',
          label: t('reports.tabs.taken'),
          icon: IconHourglass,
          panel: <ReportsList userType={userType} preset={{ statusIn: ['triaged', 'moreInfo'] }} />,
        },
      ];
    case 'staff':
      return [
        all,
        notTaken(t('reports.tabs.notTaken')),
        { value: 'mine', label: t('reports.tabs.mine'), icon: IconUserCheck, panel: <ReportsList userType={userType} preset={{ triagedByMe: true }} /> },
      ];
    case 'superadmin':
      return [all, notTaken(t('reports.tabs.new'))];
  }
}

/** The reports of the signed-in user: a hacker's own ("I miei report"), the tabs of a company, a triager or a super admin. */
export function ReportsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.userType === 'hacker') {
    return (
      <>
        <PageHeader title={t('reports.page.hackerTitle')} description={t('reports.page.hackerSubtitle')} />
        <ReportsList userType="hacker" />
      </>
    );
  }
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <PageHeader title={t('reports.page.title')} description={t(`reports.page.subtitle.${user.userType}`)} />
        {/* Staff report on a company's behalf (DECISIONS "Reports"). */}
        {user.userType === 'staff' ? <NewReportButton /> : null}
      </Group>
      <TabbedPage tabs={reportTabs(user.userType, t)} />
    </>
  );
}
