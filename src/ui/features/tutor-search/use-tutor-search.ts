import type { Page, TutorSummary } from '../../../contract/records';
import { TUTOR_DIRECTORY_API, type TutorSearchQuery } from '../../../ports/tutor-directory-api';
import { useService } from '../../app/container-context';
import { useAsync } from '../../components/use-async';

/** One page of tutors for a checked query (null: the form is invalid, nothing is asked). */
export function useTutorSearch(query: TutorSearchQuery | null) {
  const directory = useService(TUTOR_DIRECTORY_API);
  return useAsync<Page<TutorSummary> | null>(() => (query ? directory.search(query) : Promise.resolve(null)), JSON.stringify(query));
}
