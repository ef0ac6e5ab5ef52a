import type { User } from '@bb/domain';
import { createContext, useContext } from 'react';

export const CurrentUserContext = createContext<User | null>(null);

/** The signed-in user; only inside routes behind RequireAuth. */
export function useCurrentUser(): User {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser is used outside RequireAuth');
  return user;
}
