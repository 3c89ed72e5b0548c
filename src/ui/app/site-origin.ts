import { createContext, useCallback, useContext } from 'react';

const SiteOriginContext = createContext<string | undefined>(undefined);

/** The site's origin for canonical addresses (production's VITE_SITE_ORIGIN rule, given by src/start.tsx). */
export const SiteOriginProvider = SiteOriginContext.Provider;

/** The site's origin: the one given, else (offline, tests) the page's own, the preview's, as the served head has it. */
export function useSiteOrigin(): () => string {
  const given = useContext(SiteOriginContext);
  return useCallback(() => given ?? window.location.origin, [given]);
}
