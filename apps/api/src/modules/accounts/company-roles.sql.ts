import { sql } from 'drizzle-orm';
import type { CompanyRole } from '@bb/domain';

/**
 * The user's company roles as a JSON array, for selects over `users` (first membership first:
 * spec part 1 section 6 takes the company from the first role). Blocked memberships are left out.
 */
export const companyRolesOfUser = sql<{ companyId: string; role: CompanyRole }[]>`coalesce((
  select json_agg(json_build_object('companyId', cm.company_id, 'role', cm.role) order by cm.created_at)
  from company_members cm where cm.user_id = "users"."id" and not cm.is_blocked), '[]'::json)`;
