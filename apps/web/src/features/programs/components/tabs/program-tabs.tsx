import type { ProgramDetail, UserType } from '@bb/domain';
import { IconBug, IconCoin, IconFileDescription, IconKey, IconLayoutDashboard, IconTrophy, IconUserPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { PageTab } from '../../../../components/tabbed-page.tsx';
import { DescriptionPanel, OverviewPanel, RewardsPanel } from '../program-panels.tsx';
import { HackerOverviewTab } from './hacker-overview-tab.tsx';
import { HallOfFameTab } from './hall-of-fame-tab.tsx';
import { InviteHackerTab } from './invite-hacker-tab.tsx';
import { TestingAccountTab } from './testing-account-tab.tsx';

type Tabs = [PageTab, ...PageTab[]];

/** The Reports tab, when the page was given its content (the reports feature's list, composed by app/). */
function reportsTab(label: string, reports: ReactNode): PageTab[] {
  return reports ? [{ value: 'reports', label, icon: IconBug, panel: reports }] : [];
}

/** Spec part 2 section 2: Overview, Hall of Fame, My Reports, Testing Account. */
function hackerTabs(program: ProgramDetail, t: TFunction, reports: ReactNode): Tabs {
  return [
    { value: 'overview', label: t('programs.tabs.overview'), icon: IconLayoutDashboard, panel: <HackerOverviewTab program={program} /> },
    { value: 'hall-of-fame', label: t('programTabs.tabs.hallOfFame'), icon: IconTrophy, panel: <HallOfFameTab programId={program.id} /> },
    ...reportsTab(t('reports.programTab.myReports'), reports),
    { value: 'testing-account', label: t('programTabs.tabs.testingAccount'), icon: IconKey, panel: <TestingAccountTab program={program} userType="hacker" /> },
  ];
}

/**
 * Spec part 1 section 2: Overview, Description, Reports, Rewards, Testing Account, Invite hacker,
 * Hall of Fame. Testing accounts hold credentials: only a role that manages
 * programs (`manages`, program.manage) sees them.
 */
function managerTabs(program: ProgramDetail, userType: Exclude<UserType, 'hacker'>, manages: boolean, t: TFunction, reports: ReactNode): Tabs {
  // Whether invitations are open (status and role) is the server's call, through `abilities`.
  const invite: PageTab[] = program.abilities.invite
    ? [{ value: 'invite', label: t('programTabs.tabs.invite'), icon: IconUserPlus, panel: <InviteHackerTab programId={program.id} /> }]
    : [];
  const testingAccounts: PageTab[] = manages
    ? [
        {
          value: 'testing-account',
          label: t('programTabs.tabs.testingAccount'),
          icon: IconKey,
          panel: <TestingAccountTab program={program} userType={userType} />,
        },
      ]
    : [];
  return [
    {
      value: 'overview',
      label: t('programs.tabs.overview'),
      icon: IconLayoutDashboard,
      panel: <OverviewPanel program={program} showWallet={userType === 'company'} />,
    },
    { value: 'description', label: t('programs.tabs.description'), icon: IconFileDescription, panel: <DescriptionPanel program={program} /> },
    ...reportsTab(t('reports.programTab.reports'), reports),
    { value: 'rewards', label: t('programs.tabs.rewards'), icon: IconCoin, panel: <RewardsPanel program={program} /> },
    ...testingAccounts,
    ...invite,
    { value: 'hall-of-fame', label: t('programTabs.tabs.hallOfFame'), icon: IconTrophy, panel: <HallOfFameTab programId={program.id} /> },
  ];
}

/**
 * The program page's tabs for the caller's role (chosen by ?tab=, the first by default); `manages`:
 * the caller holds program.manage; `reports`: the Reports tab's content (none: no tab).
 */
export function programTabs(program: ProgramDetail, userType: UserType, t: TFunction, manages = false, reports: ReactNode = null): Tabs {
  return userType === 'hacker' ? hackerTabs(program, t, reports) : managerTabs(program, userType, manages, t, reports);
}
