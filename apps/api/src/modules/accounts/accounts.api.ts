/** What other modules may ask of accounts (they never reach into the repository). */
import type { Language, NotificationSetting } from '@bb/domain';
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companyMembers, users } from '../../db/schema/index.ts';

export interface Recipient {
  id: string;
  email: string;
  username: string;
  language: Language;
}

/**
 * The people to tell about an event (DECISIONS "Notifications"): the named users, the active
 * members of the named companies, and (with `staff`) the platform's triagers, each only when the
 * setting is on (a missing setting counts as on), active, not blocked, and not the one who acted.
 */
export async function notificationRecipients(
  executor: Executor,
  who: { userIds?: readonly (string | null)[]; companyIds?: readonly string[]; staff?: boolean; setting: NotificationSetting; except?: string | null },
): Promise<Recipient[]> {
  const userIds = (who.userIds ?? []).filter((id): id is string => Boolean(id));
  const companyIds = who.companyIds ?? [];
  const anyOf: SQL[] = [];
  if (userIds.length) anyOf.push(inArray(users.id, userIds));
  if (companyIds.length)
    anyOf.push(
      sql`exists (select 1 from ${companyMembers} m where m.user_id = ${users.id} and m.company_id in ${companyIds} and not m.is_blocked and m.invite_status = 'accepted')`,
    );
  if (who.staff) anyOf.push(eq(users.userType, 'staff'));
  if (!anyOf.length) return [];
  const rows = await executor
    .select({ id: users.id, email: users.email, username: users.username, language: users.language })
    .from(users)
    .where(
      and(
        or(...anyOf),
        eq(users.isActive, true),
        eq(users.isBlocked, false),
        isNull(users.deactivatedAt),
        sql`coalesce((${users.notificationSettings} ->> ${who.setting})::boolean, true)`,
        who.except ? ne(users.id, who.except) : undefined,
      ),
    );
  return rows.map((row) => ({ ...row, language: row.language === 'en' ? 'en' : 'it' }));
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
