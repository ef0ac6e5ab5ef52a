import type { UserType } from '@bb/domain';
import { Navigate, Outlet, useParams } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { hackerProfilePath } from '../../../lib/paths.ts';

/**
 * The role guard of one public profile route: its own viewers pass; anyone else (a link shared
 * across roles) goes to the same hacker's profile on their own route.
 */
export function RequireProfileViewer({ viewers }: { viewers: readonly UserType[] }) {
  const user = useCurrentUser();
  const { hackerId = '' } = useParams();
  if (viewers.includes(user.userType)) return <Outlet />;
  return <Navigate to={hackerProfilePath(user.userType, hackerId)} replace />;
}
