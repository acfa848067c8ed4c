import { webPaths } from '@souq/contract/web-paths';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/stores/auth-store';

/**
 * Signed-out visitors go to /login, carrying the requested location as `state.from`; a user who
 * has just signed out (or whose token was refused) goes home instead (seed §2, §4): the sign-out
 * may be seen by this guard before the navigation to `/` has replaced the page.
 */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const leaving = useAuthStore((s) => s.leaving);
  const location = useLocation();
  if (!isAuthenticated) {
    return (
      <Navigate
        to={leaving ? webPaths.landing : webPaths.login}
        replace
        state={{ from: location }}
      />
    );
  }
  return <Outlet />;
}
