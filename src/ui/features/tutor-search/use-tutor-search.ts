import type { Page, TutorSummary } from '../../../contract/records';
import { TUTOR_DIRECTORY_API, type TutorSearchQuery } from '../../../ports/tutor-directory-api';
import { useServiceLater } from '../../components/container-context';
import { useAsync } from '../../components/use-async';

/**
 * One page of tutors for a checked query (null: the form is invalid, nothing is asked). Waits for the services inside
 * the request, not in the render: the page's heading and form paint before they have loaded.
 */
export function useTutorSearch(query: TutorSearchQuery | null) {
  const directory = useServiceLater(TUTOR_DIRECTORY_API);
  return useAsync<Page<TutorSummary> | null>(() => (query ? directory((service) => service.search(query)) : Promise.resolve(null)), JSON.stringify(query));
}
