/**
 * Who may do what: the one permission table (DECISIONS "Company roles and permissions").
 * A user's permissions come from their user type and, for company users, their role in their
 * company. Routes declare the permission they need; services check it against the record; the web
 * app asks the same table (through `permissionsOf`) which screens and buttons to offer.
 */
import { COMPANY_ROLES, USER_TYPES, type CompanyRole, type UserType } from './accounts/rules.ts';

/**
 * Who holds a permission: user types that hold it whatever their role, company roles (a company
 * user holds it when their role in their company is listed; `'anyMember'` means any company user,
 * with or without a company yet), and the platform itself (provider webhooks, jobs).
 */
export interface Grant {
  userTypes: readonly Exclude<UserType, 'company'>[];
  companyRoles: readonly CompanyRole[] | 'anyMember';
  system?: true;
}

const ALL_ROLES = COMPANY_ROLES;
const EVERY_TYPE = ['hacker', 'staff', 'superadmin'] as const;
const STAFF = ['staff', 'superadmin'] as const;
const grant = (userTypes: Grant['userTypes'], companyRoles: Grant['companyRoles'] = []): Grant => ({ userTypes, companyRoles });

export const PERMISSIONS = {
  // ---------------------------------------------------------------- every signed-in user
  /** Their own account: profile, email, password, two-factor, notification settings, referral. */
  'account.self': grant(EVERY_TYPE, 'anyMember'),
  /** Public profiles of other users, and upload slots and files they may see. */
  'profile.read': grant(EVERY_TYPE, 'anyMember'),
  'upload.use': grant(EVERY_TYPE, 'anyMember'),

  // ---------------------------------------------------------------- hackers
  /** Their own hacker profile, tax and bank settings, identity verification. */
  'hacker.self': grant(['hacker']),
  /** Taking part in programs: invitations, access requests, testing accounts, their own figures. */
  'program.participate': grant(['hacker']),

  // ---------------------------------------------------------------- companies
  /** Registering the company: a company user who has none yet. */
  'company.register': grant([], 'anyMember'),
  /** Reading the company and its checklist. */
  'company.read': grant([], ALL_ROLES),
  /** Booking the onboarding call with the platform (any member may ask for it). */
  'company.bookCall': grant([], ALL_ROLES),
  /** Company profile (bio, details, picture). */
  'company.manage': grant([], ['ADMIN']),
  /** Reading the team (super admins read every team). */
  'team.read': grant(['superadmin'], ALL_ROLES),
  /** Inviting collaborators, changing their role, blocking them. */
  'team.manage': grant([], ['ADMIN']),
  /** The company wallet: balance, statement, deposits and invoices (super admins read every wallet). */
  'wallet.read': grant(['superadmin'], ALL_ROLES),

  /** Outbound webhooks: a company's administrators for its own, super admins for the platform-wide ones. */
  'webhooks.manage': grant(['superadmin'], ['ADMIN']),
  /** The company's issue tracker connection (Jira, GitHub, GitLab); pushing a report there is report.handle's. */
  'tracker.manage': grant([], ['ADMIN']),

  // ---------------------------------------------------------------- programs
  'program.read': grant(EVERY_TYPE, ALL_ROLES),
  /** Allocate money by creating a program (staff create on a company's behalf). */
  'program.create': grant(STAFF, ['ADMIN', 'FINANCE']),
  /** Allocate money to the company's own programs: finalize a draft, increase the budget. */
  'program.fund': grant([], ['ADMIN', 'FINANCE']),
  /** Drafts, edit, pause and resume, testing accounts, invitations. */
  'program.manage': grant(STAFF, ['ADMIN', 'PROGRAM_MANAGER']),
  'program.delete': grant(['superadmin'], ['ADMIN', 'PROGRAM_MANAGER']),
  /** Approve a pending program, reactivate a paused one. */
  'program.review': grant(STAFF),

  // ---------------------------------------------------------------- reports (the reports issue uses these)
  'report.read': grant(EVERY_TYPE, ALL_ROLES),
  /** The triager's review document of a managed report: the platform's people and the company, never the reporting hacker. */
  'report.readReview': grant(STAFF, ALL_ROLES),
  /** Hackers report; staff report on a company's behalf. */
  'report.submit': grant(['hacker', 'staff']),
  /** start, more info, change severity, send back, reject, fix (super admins read, platform triagers handle). */
  'report.handle': grant(['staff'], ['ADMIN', 'PROGRAM_MANAGER', 'TRIAGER']),
  /** Comments: the reporting hacker, the platform's people and whoever handles reports at the company. */
  'report.comment': grant(EVERY_TYPE, ['ADMIN', 'PROGRAM_MANAGER', 'TRIAGER']),
  'report.approve': grant(['staff']),
  /** Sharing a rewarded report for the points. */
  'report.share': grant(['hacker']),
  /** Sending a reward spends the program's budget. */
  'report.reward': grant([], ['ADMIN', 'FINANCE']),
  /** Recording a retest's outcome (Fix verification): platform triagers, and the reporting hacker where the program lets them. */
  'report.retest': grant(['hacker', 'staff']),

  // ---------------------------------------------------------------- hacker payments
  /** Their own payments (hackers) or every payment (super admins). */
  'payments.read': grant(['hacker', 'superadmin']),
  /** Confirming a payment's figures with the settings version they were computed with. */
  'payment.confirm': grant(['hacker']),
  /** Uploading the signed receipt of occasional work. */
  'payment.document': grant(['hacker']),
  /** Approving, paying externally, skipping, the bank batches and the bank's answers. */
  'payments.manage': grant(['superadmin']),

  // ---------------------------------------------------------------- platform staff
  /** The approved companies and any company's page. */
  'companies.read': grant(STAFF),
  /** Approving companies, the company list, deciding their fiscal data change requests. */
  'companies.review': grant(['superadmin']),
  /** Assigning coupons (percent off the program fees) to a company or one of its programs. */
  'coupons.manage': grant(['superadmin']),
  'wallet.adjust': grant(['superadmin']),
  /** Incoming transfers, their approval and their invoices. */
  'deposits.manage': grant(['superadmin']),
  /** Staff and hacker accounts: lists, invitations, blocking. */
  'users.manage': grant(['superadmin']),
  'settings.manage': grant(['superadmin']),
  'audit.read': grant(['superadmin']),
  /** The platform's figures (reports, payments, nationalities). */
  'stats.platform': grant(['superadmin']),

  // ---------------------------------------------------------------- the platform itself
  /** Identity verification events from the provider (signed webhooks). */
  'verification.provider': { userTypes: [], companyRoles: [], system: true },
  /** Pausing a program that can no longer pay its lowest prize, and resuming it once it can. */
  'program.budgetRule': { userTypes: [], companyRoles: [], system: true },
  /** A fix that failed its retest sends the report back to the company, rewarded again. */
  'report.retestOutcome': { userTypes: [], companyRoles: [], system: true },
} as const satisfies Record<string, Grant>;

export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** A caller's permissions; a set so that checks are cheap and the table is read once per caller. */
export type PermissionSet = ReadonlySet<Permission>;

/** Whether a user of this type (and company role, null for a company user without a company) holds `permission`. */
export function grants(permission: Permission, userType: UserType, companyRole: CompanyRole | null): boolean {
  const grant: Grant = PERMISSIONS[permission];
  if (userType !== 'company') return grant.userTypes.includes(userType);
  if (grant.companyRoles === 'anyMember') return true;
  return companyRole !== null && grant.companyRoles.includes(companyRole);
}

const cache = new Map<string, PermissionSet>();

/** Every permission of a user type and company role (cached: there are a dozen combinations). */
export function permissionsOf(userType: UserType, companyRole: CompanyRole | null): PermissionSet {
  const key = `${userType}:${companyRole ?? ''}`;
  let set = cache.get(key);
  if (!set) {
    set = new Set(PERMISSION_NAMES.filter((permission) => grants(permission, userType, companyRole)));
    cache.set(key, set);
  }
  return set;
}

/** Whether the caller prepares programs: drafts need program.manage, sending needs program.create; either opens the wizard and has drafts. */
export function preparesPrograms(permissions: PermissionSet): boolean {
  return permissions.has('program.manage') || permissions.has('program.create');
}

/** The platform acting on its own (webhooks, jobs): only the permissions granted to `system`. */
export const SYSTEM_PERMISSIONS: PermissionSet = new Set(PERMISSION_NAMES.filter((permission) => (PERMISSIONS[permission] as Grant).system === true));

/** The user types that can hold a permission at all (a company user counts when any role holds it). */
export function userTypesHolding(permission: Permission): UserType[] {
  const grant: Grant = PERMISSIONS[permission];
  const companyHolds = grant.companyRoles === 'anyMember' || grant.companyRoles.length > 0;
  return USER_TYPES.filter((type) => (type === 'company' ? companyHolds : grant.userTypes.includes(type)));
}

/** Every caller the permission table distinguishes: the user types, each company role, and a company user without a company. */
export const PERMISSION_SUBJECTS: readonly { userType: UserType; companyRole: CompanyRole | null }[] = [
  ...USER_TYPES.filter((type) => type !== 'company').map((userType) => ({ userType, companyRole: null })),
  ...COMPANY_ROLES.map((companyRole) => ({ userType: 'company' as const, companyRole })),
  { userType: 'company', companyRole: null },
];
