import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../components/loading-screen';
import { useAuthSession } from './use-auth-session';

/** Spec §5 route guard: only a signed-in user passes; anyone else goes to / with the origin kept in `state.from`. */
export function RequireAuth() {
  const session = useAuthSession();
  const location = useLocation();
  if (session.status === 'unknown') return <LoadingScreen />;
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/" replace state={{ from }} />;
  }
  return <Outlet />;
}
