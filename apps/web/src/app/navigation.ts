import type { User, UserType } from '@bb/domain';
import type { ComponentType } from 'react';
import {
  IconAdjustments,
  IconBell,
  IconBug,
  IconBuilding,
  IconCreditCard,
  IconFileAlert,
  IconHistory,
  IconId,
  IconLayoutDashboard,
  IconListNumbers,
  IconPlugConnected,
  IconTrophy,
  IconUserCircle,
  IconUserCog,
  IconUsers,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { UnreadBadge } from '../features/notifications/components/unread-badge.tsx';
import { hackerProfilePath } from '../lib/paths.ts';

export interface NavItem {
  /** i18n key under nav.items */
  key: string;
  /** A path, or the signed-in user's own (their public profile). */
  to: string | ((user: Pick<User, 'id' | 'userType'>) => string);
  icon: Icon;
  /** Shown at the end of the entry, inside the link (the unread count): part of its accessible name. */
  badge?: ComponentType;
}

export interface Navigation {
  main: NavItem[];
  settings: NavItem[];
}

const dashboard: NavItem = { key: 'dashboard', to: '/dashboard', icon: IconLayoutDashboard };
const account: NavItem = { key: 'account', to: '/account', icon: IconUserCog };
const companyProfile: NavItem = { key: 'companyProfile', to: '/company-profile', icon: IconBuilding };
const users: NavItem = { key: 'users', to: '/users', icon: IconUsers };
const platformSettings: NavItem = { key: 'platformSettings', to: '/settings', icon: IconAdjustments };
const auditLog: NavItem = { key: 'auditLog', to: '/audit-log', icon: IconHistory };
const wallet: NavItem = { key: 'wallet', to: '/wallet', icon: IconWallet };
const programs: NavItem = { key: 'programs', to: '/programs', icon: IconBug };
const reports: NavItem = { key: 'reports', to: '/reports', icon: IconFileAlert };
/** The same list, named for a hacker: only their own reports. */
const myReports: NavItem = { key: 'myReports', to: '/reports', icon: IconFileAlert };
const payments: NavItem = { key: 'payments', to: '/payments', icon: IconCreditCard };
const verification: NavItem = { key: 'verification', to: '/verification', icon: IconId };
const hallOfFame: NavItem = { key: 'hallOfFame', to: '/hall-of-fame', icon: IconTrophy };
const notifications: NavItem = { key: 'notifications', to: '/notifications', icon: IconBell, badge: UnreadBadge };
const leaderboard: NavItem = { key: 'leaderboard', to: '/leaderboard', icon: IconListNumbers };
/** Webhooks: a company's administrators manage its own, super admins the platform-wide ones (others see why they cannot). */
const integrations: NavItem = { key: 'integrations', to: '/integrations', icon: IconPlugConnected };
/** The hacker's own public profile, as companies and staff see it. */
const publicProfile: NavItem = { key: 'publicProfile', to: (user) => hackerProfilePath(user.userType, user.id), icon: IconUserCircle };

/** Where an entry leads for the signed-in user. */
export const navPath = (item: NavItem, user: Pick<User, 'id' | 'userType'>): string => (typeof item.to === 'function' ? item.to(user) : item.to);

/**
 * Sidebar entries by user type (spec part 1 section 2, part 2 section 2). Only screens that exist
 * are listed: the rest join as their screens are built.
 */
export const NAVIGATION: Record<UserType, Navigation> = {
  hacker: { main: [dashboard, notifications, programs, myReports, wallet, hallOfFame, leaderboard], settings: [publicProfile, verification, account] },
  company: { main: [dashboard, notifications, programs, reports, wallet, hallOfFame, leaderboard], settings: [companyProfile, integrations, account] },
  staff: { main: [dashboard, notifications, programs, reports, hallOfFame, leaderboard], settings: [account] },
  superadmin: {
    main: [dashboard, notifications, programs, reports, users, payments, hallOfFame, leaderboard, platformSettings, auditLog],
    settings: [integrations, account],
  },
};
