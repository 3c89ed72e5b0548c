import type { Page, TutorSummary } from '../../../contract/records';
import type { TutorSearchQuery } from '../../../ports/tutor-directory-api';
import { DIRECTORY } from '../../../application/tokens';
import { useRead } from '../../components/server-state';

/**
 * One page of tutors for a checked query (null: the form is invalid, nothing is asked). Waits for the services inside
 * the request, not in the render: the page's heading and form paint before they have loaded.
 */
export function useTutorSearch(query: TutorSearchQuery | null) {
  return useRead(DIRECTORY, ['tutor-search', query], (directory): Promise<Page<TutorSummary> | null> => (query ? directory.search(query) : Promise.resolve(null)));
}
