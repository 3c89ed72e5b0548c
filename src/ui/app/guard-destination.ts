import { matchRoutes } from 'react-router-dom';
import { safeReturnPath } from '../../domain/route-access';
import { fromState } from '../components/auth/use-session-service';
import { guardedRoutes, type GuardedArea, type GuardedRouteHandle } from './guarded-routes';

/** A guarded page a signed-out visitor was sent away from: its path (query and hash kept) and what it is. */
export type GuardDestination = { path: string; area: GuardedArea | null };

/**
 * The guard's origin in the router state (`{ from }`), when it is a safe in-app path (the sign-in rule,
 * `safeReturnPath`) of a route behind the guard; anything else is null.
 */
export function guardDestination(state: unknown): GuardDestination | null {
  const path = safeReturnPath(fromState(state));
  if (path === null) return null;
  const match = matchRoutes(guardedRoutes, path)?.at(-1);
  if (!match) return null;
  return { path, area: (match.route.handle as GuardedRouteHandle | undefined)?.area ?? null };
}
