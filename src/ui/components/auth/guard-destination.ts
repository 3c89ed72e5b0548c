import { matchRoutes } from 'react-router-dom';
import { safeReturnPath } from '../../../domain/route-access';
import { routeEntries, type GuardedArea } from '../../../domain/routes';
import { fromState } from './use-session-service';

/** A guarded page a signed-out visitor was sent away from: its path (query and hash kept) and what it is. */
export type GuardDestination = { path: string; area: GuardedArea | null };

/** The guarded paths of the route table with their areas: matched without the router (and its pages) being loaded. */
const guardedPaths = routeEntries.flatMap(([, entry]) => (entry.guarded ? [{ path: entry.path, area: entry.area }] : []));

/**
 * The guard's origin in the router state (`{ from }`), when it is a safe in-app path (the sign-in rule,
 * `safeReturnPath`) of a route behind the guard; anything else is null.
 */
export function guardDestination(state: unknown): GuardDestination | null {
  const path = safeReturnPath(fromState(state));
  if (path === null) return null;
  const match = matchRoutes(guardedPaths, path)?.at(-1);
  return match ? { path, area: match.route.area } : null;
}
