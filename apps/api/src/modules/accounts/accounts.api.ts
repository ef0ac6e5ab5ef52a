/** What other modules may ask of accounts (they never reach into the repository). */
import { requiresTwoFactor, type CompanyRole, type Language, type NotificationSetting, type NotificationSettings, type UserType } from '@bb/domain';
import { and, eq, inArray, isNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyMembers, users } from '../../db/schema/index.ts';
import { companyRolesOfUser } from './company-roles.sql.ts';

export interface Recipient {
  id: string;
  email: string;
  username: string;
  language: Language;
}

/** Who an event names (DECISIONS "Notifications"); see `eventAudience`. */
export interface AudienceQuery {
  userIds?: readonly (string | null)[];
  /** A subquery of user ids, from the module that knows them (a program's admitted hackers), kept in the one query. */
  userIdsFrom?: SQLWrapper;
  companyIds?: readonly string[];
  /** Only the members of `companyIds` with one of these roles (all roles when absent). */
  companyRoles?: readonly CompanyRole[];
  /** The platform's triagers. */
  staff?: boolean;
  superadmins?: boolean;
  /** The setting that lets the email go; null for what no setting stops (a company's fiscal data change). */
  setting: NotificationSetting | null;
  /** The one who acted: never told of their own change. */
  except?: string | null;
}

/** A person an event names, with whether their setting lets the email go. */
export interface AudienceMember extends Recipient {
  wantsEmail: boolean;
}

/**
 * The people an event names, in one query: the named users, the active members of the named
 * companies, staff and super admins, each active, not blocked, and not the one who acted. Every one
 * of them gets the in-app entry; `wantsEmail` says whether the setting is on (a missing one counts as on).
 */
export async function eventAudience(executor: Executor, who: AudienceQuery): Promise<AudienceMember[]> {
  const userIds = (who.userIds ?? []).filter((id): id is string => Boolean(id));
  const companyIds = who.companyIds ?? [];
  const anyOf: SQL[] = [];
  if (userIds.length) anyOf.push(inArray(users.id, userIds));
  if (who.userIdsFrom) anyOf.push(inArray(users.id, who.userIdsFrom));
  if (companyIds.length && who.companyRoles?.length !== 0) {
    const roles = who.companyRoles ? sql` and m.role in ${who.companyRoles}` : sql``;
    anyOf.push(
      sql`exists (select 1 from ${companyMembers} m where m.user_id = ${users.id} and m.company_id in ${companyIds} and not m.is_blocked and m.invite_status = 'accepted'${roles})`,
    );
  }
  if (who.staff) anyOf.push(eq(users.userType, 'staff'));
  if (who.superadmins) anyOf.push(eq(users.userType, 'superadmin'));
  if (!anyOf.length) return [];
  const rows = await executor
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      language: users.language,
      wantsEmail: who.setting === null ? sql<boolean>`true` : sql<boolean>`coalesce((${users.notificationSettings} ->> ${who.setting})::boolean, true)`,
    })
    .from(users)
    .where(
      and(or(...anyOf), eq(users.isActive, true), eq(users.isBlocked, false), isNull(users.deactivatedAt), who.except ? ne(users.id, who.except) : undefined),
    )
    .orderBy(users.id);
  return rows.map((row) => ({ ...row, language: row.language === 'en' ? 'en' : 'it' }));
}

/** The people of `eventAudience` whose setting lets the email go. */
export async function notificationRecipients(executor: Executor, who: AudienceQuery): Promise<Recipient[]> {
  const audience = await eventAudience(executor, who);
  return audience.filter((member) => member.wantsEmail).map(({ wantsEmail: _, ...recipient }) => recipient);
}

/** An active, unblocked hacker by id or username, as a recipient; null when there is none. */
export async function activeHacker(executor: Executor, by: { id: string } | { username: string }): Promise<Recipient | null> {
  const [row] = await executor
    .select({ id: users.id, email: users.email, username: users.username, language: users.language })
    .from(users)
    .where(
      and(
        'id' in by ? eq(users.id, by.id) : eq(users.username, by.username),
        eq(users.userType, 'hacker'),
        eq(users.isActive, true),
        eq(users.isBlocked, false),
        isNull(users.deactivatedAt),
      ),
    );
  return row ? { ...row, language: row.language === 'en' ? 'en' : 'it' } : null;
}

/** A user's address and stored email switches (a missing switch counts as on); null when there is no such user. */
export async function notificationSettingsOf(executor: Executor, userId: string): Promise<{ email: string; settings: Partial<NotificationSettings> } | null> {
  const [row] = await executor.select({ email: users.email, settings: users.notificationSettings }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Changes some of a user's email switches, merged into the stored ones in one statement (two changes at once both
 * hold): the one writer of the settings, for the account screen and the emails' opt-out links. False when there is no
 * such user.
 */
export async function setNotificationSettings(executor: Executor, userId: string, patch: Partial<NotificationSettings>): Promise<boolean> {
  const updated = await executor
    .update(users)
    .set({ notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(patch)}::jsonb`, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** A signed-in user's name and referral code, as the public site's pages name them; null when there is no such user. */
export async function publicIdentityOf(executor: Executor, userId: string): Promise<{ username: string; referralCode: string } | null> {
  const [row] = await executor.select({ username: users.username, referralCode: users.referralCode }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** What authorization needs of a user who acts by another credential than a session (an API token). */
export interface ActingUser {
  userId: string;
  userType: UserType;
  companyRoles: { companyId: string; role: CompanyRole }[];
  otpEnrollmentRequired: boolean;
}

/** The user as an actor's basis, in one query; null when they may not act now (blocked, not active, deactivated). */
export async function actingUser(executor: Executor, userId: string): Promise<ActingUser | null> {
  const [row] = await executor
    .select({ userType: users.userType, otpEnabled: sql<boolean>`${users.otpEnabledAt} is not null`, companyRoles: companyRolesOfUser })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true), eq(users.isBlocked, false), isNull(users.deactivatedAt)));
  if (!row) return null;
  return { userId, userType: row.userType, companyRoles: row.companyRoles, otpEnrollmentRequired: requiresTwoFactor(row.userType) && !row.otpEnabled };
}
