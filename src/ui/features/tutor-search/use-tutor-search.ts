import type { Page, TutorSummary } from '../../../contract/records';
import { TUTOR_DIRECTORY_API, type TutorDirectoryApi, type TutorSearchQuery } from '../../../ports/tutor-directory-api';
import { useRead } from '../../components/server-state';

/**
 * One page of tutors for a checked query (null: the form is invalid, nothing is asked). Waits for the services inside
 * the request, not in the render: the page's heading and form paint before they have loaded.
 */
export function useTutorSearch(query: TutorSearchQuery | null) {
  return useRead<TutorDirectoryApi, Page<TutorSummary> | null>(TUTOR_DIRECTORY_API, ['tutor-search', query], (directory) => (query ? directory.search(query) : Promise.resolve(null)));
}
