import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../../lib/current-user.tsx';

/** The super admin screens; anyone else goes back to the dashboard (the API refuses them anyway). */
export function RequireSuperAdmin() {
  const user = useCurrentUser();
  return user.userType === 'superadmin' ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
