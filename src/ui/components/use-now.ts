import { CLOCK } from '../../ports/clock';
import { useServiceWhenReady } from './container-context';

/**
 * The time now, read when called: the clock's once the services are there, else `fallback` (the server's 'now' for a
 * page it rendered, which its hydration draws again as it was), so that a page drawn before the services needs none.
 */
export function useNow(fallback: number): () => Date {
  const clock = useServiceWhenReady(CLOCK);
  return () => clock?.now() ?? new Date(fallback);
}
