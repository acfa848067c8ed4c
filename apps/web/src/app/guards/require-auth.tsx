import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../../lib/stores/auth-store';

/** Signed-out visitors go to /login, carrying the requested location as `state.from`. */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return <Outlet />;
}
