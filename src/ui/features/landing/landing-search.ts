import { paths } from '../../../domain/routes';

/** A visitor's search on the landing page as the URL keeps it: `/?q=physics&page=2` (page 1 and no search: nothing). */
export type LandingSearch = { q: string; page: number };

export function readLandingSearch(params: URLSearchParams): LandingSearch {
  const page = Number(params.get('page') ?? '1');
  return { q: (params.get('q') ?? '').trim(), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function landingSearchPath({ q, page }: LandingSearch): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (q && page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${paths.landing()}?${search}` : paths.landing();
}

/** The same words on /tutor-search (a signed-in user's search, with its filters): it reads `q` too. */
export function tutorSearchPath(q: string): string {
  return q ? `${paths.tutorSearch()}?q=${encodeURIComponent(q)}` : paths.tutorSearch();
}

/** The words of a /tutor-search address (`/tutor-search?q=x`), '' when it has none. */
export function queryOf(path: string): string {
  return (new URL(path, 'http://app.invalid').searchParams.get('q') ?? '').trim();
}
