import type { User } from '@bb/domain';
import { createContext, useContext } from 'react';

export const CurrentUserContext = createContext<User | null>(null);

/** The signed-in user; only inside routes behind RequireAuth. */
export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is used outside RequireAuth');
  return user;
}

/** The user's company: the first of their company roles (spec part 1 section 3), or null. */
export function userCompanyRole(user: User): User['permissions']['companyRoles'][number] | null {
  return user.permissions.companyRoles[0] ?? null;
}
