/** Account rules shared by the web forms and the API (spec part 2 section 5, DECISIONS "Accounts and security"). */
export const USER_TYPES = ['hacker', 'company', 'staff', 'superadmin'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Roles a route can declare: a user type, or `public` for anonymous callers too. */
export type Role = UserType;

/** A company member's role (DECISIONS "Company roles and permissions"; what each may do is in permissions.ts). */
export const COMPANY_ROLES = ['ADMIN', 'PROGRAM_MANAGER', 'FINANCE', 'TRIAGER', 'VIEWER'] as const;
/** The roles an invitation offers (the spec); changing a member's role offers all of COMPANY_ROLES. */
export const INVITATION_ROLES = ['ADMIN', 'TRIAGER'] as const satisfies readonly (typeof COMPANY_ROLES)[number][];

/** Identity verification states of a hacker (spec part 2 section 4). */
export const KYC_STATUSES = ['not_started', 'init', 'pending', 'approved', 'retry', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 100;
export const USERNAME_PATTERN = /^[a-z0-9_.]{3,30}$/;

/** Names nobody may take: they would let a user pass for the platform. */
export const RESERVED_USERNAMES = new Set([
  'admin',
  'administrator',
  'root',
  'support',
  'staff',
  'superadmin',
  'system',
  'security',
  'help',
  'info',
  'triage',
  'triager',
  'moderator',
  'owner',
  'api',
  'www',
  'mail',
  'postmaster',
  'abuse',
  'noreply',
  'no-reply',
  'billing',
  'payments',
  'team',
  'official',
  'me',
  'null',
  'undefined',
]);

export function isForbiddenUsername(username: string): boolean {
  const bare = username
    .toLowerCase()
    .replace(/[._\d]+$/g, '')
    .replace(/^[._]+/, '');
  return RESERVED_USERNAMES.has(username.toLowerCase()) || RESERVED_USERNAMES.has(bare);
}

/** What the username input keeps as the user types: lowercase a-z, digits, '_' and '.'. */
export function filterUsernameInput(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9_.]/g, '');
}

/** What the email input keeps as the user types: lowercased, the first space removed. */
export function filterEmailInput(value: string): string {
  return value.toLowerCase().replace(' ', '');
}

export type PasswordStrength = 'invalid' | 'weak' | 'low' | 'medium' | 'high' | 'strong';

/**
 * The first password rule that fails, as a message key, in the spec's order:
 * length and lowercase, digit, uppercase, special character. Null when all pass.
 */
export function firstPasswordProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'validation.password.invalid';
  if (value.length > PASSWORD_MAX_LENGTH) return 'validation.password.max';
  if (value.length < PASSWORD_MIN_LENGTH || !/[a-z]/.test(value)) return 'validation.password.minLower';
  if (!/\d/.test(value)) return 'validation.password.digit';
  if (!/[A-Z]/.test(value)) return 'validation.password.upper';
  if (!/[^A-Za-z0-9]/.test(value)) return 'validation.password.special';
  return null;
}

/** Strength meter steps: each satisfied rule moves one step up. */
export function passwordStrength(value: unknown): PasswordStrength {
  const problem = firstPasswordProblem(value);
  switch (problem) {
    case null:
      return 'strong';
    case 'validation.password.special':
      return 'high';
    case 'validation.password.upper':
      return 'medium';
    case 'validation.password.digit':
      return 'low';
    case 'validation.password.invalid':
      return 'invalid';
    default:
      return 'weak';
  }
}

export const NOTIFICATION_SETTINGS = [
  'programApproved',
  'programCreated',
  'reportUpdate',
  'reportReceived',
  'reportFinalized',
  'invitationReceived',
  'invitationUpdate',
] as const;
export type NotificationSetting = (typeof NOTIFICATION_SETTINGS)[number];

/** The switches each user type is offered (spec part 1 section 3). */
export const NOTIFICATION_SETTINGS_BY_USER_TYPE: Record<UserType, readonly NotificationSetting[]> = {
  hacker: ['programApproved', 'reportUpdate', 'reportFinalized', 'invitationReceived', 'invitationUpdate'],
  company: ['programApproved', 'reportReceived', 'reportUpdate', 'invitationReceived', 'invitationUpdate'],
  staff: ['programCreated', 'reportReceived', 'reportUpdate', 'invitationReceived', 'invitationUpdate'],
  superadmin: ['programCreated', 'reportReceived', 'reportUpdate', 'invitationReceived', 'invitationUpdate'],
};

/** Two-factor is required for these user types (DECISIONS "Accounts and security"). */
export function requiresTwoFactor(userType: UserType): boolean {
  return userType === 'staff' || userType === 'superadmin';
}

/**
 * Who is offered the referral programme: a hacker (a referral payment) or a company user (a wallet credit) earns the
 * bonus when a company they brought makes its first deposit (DECISIONS "Referral"). The platform's own staff earn nothing.
 */
export function offersReferral(userType: UserType): boolean {
  return userType === 'hacker' || userType === 'company';
}

export const ACCOUNT_TIMINGS = {
  activationLinkHours: 24,
  invitationLinkDays: 7,
  resetLinkMinutes: 60,
  resendCountdownSeconds: 60,
  otpInitializationMinutes: 10,
  rememberMeDays: 30,
  idleSessionHours: 12,
  lockoutFailedAttempts: 10,
  lockoutWindowMinutes: 15,
} as const;

/** Two-factor recovery codes: a set holds this many, each usable once in place of a code. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code once normalized: 10 lowercase base32 characters (shown as `xxxxx-xxxxx`). */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{10}$/;

/** A recovery code as typed (any case, spaces, with or without the dash) in the form it is stored and compared. */
export function normalizeRecoveryCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]/g, '');
}
