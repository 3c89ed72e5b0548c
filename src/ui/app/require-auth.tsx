import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isRouteAllowed, ownRolePath, unregisteredRedirect } from '../../domain/route-access';
import { LoadingScreen } from '../components/loading-screen';
import { useAuthSession, useAwaitingToken } from '../components/auth/use-auth-session';
import { useProfileState, useRole } from '../components/auth/use-role';
import { paths } from '../../domain/routes';

/**
 * Spec §5 route guard: only a signed-in user passes; anyone else goes to / with the origin kept in `state.from`.
 * Beyond the spec: a tutor on a student-only route (or the reverse) goes to the same page of their own role where there
 * is one (profile, account), else to their own dashboard; a user who has not registered yet goes to their registration.
 */
export function RequireAuth() {
  const session = useAuthSession();
  const role = useRole();
  const profile = useProfileState();
  const location = useLocation();
  const awaitingToken = useAwaitingToken();
  // A signed-in user whose token is still on its way (a reload in the middle of signing in): the page waits for it
  // rather than ask the backend without it. Before the services, the session is the one the device kept with a valid
  // token (useAuthSession), or 'unknown'; the page's frame paints then, and what it asks waits for the services.
  if (session.status === 'unknown' || awaitingToken) return <LoadingScreen />;
  if (session.status === 'signed-out') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.landing()} replace state={{ from }} />;
  }
  if (profile === 'unregistered') {
    const registration = unregisteredRedirect(role, location.pathname);
    // The page they wanted is where registration goes on to, as after a sign-in.
    if (registration) return <Navigate to={registration} replace state={{ from: `${location.pathname}${location.search}${location.hash}` }} />;
  }
  if (role !== null && !isRouteAllowed(role, location.pathname)) return <Navigate to={ownRolePath(role, location.pathname)} replace />;
  return <Outlet />;
}
