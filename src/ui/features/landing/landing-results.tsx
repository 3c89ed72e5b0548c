import { SearchX } from 'lucide-react';
import { DIRECTORY } from '../../../application/tokens';
import { ErrorBlock } from '../../components/async-states';
import { EmptyState } from '../../components/kit/empty-state';
import { ButtonLink } from '../../components/kit/button';
import { Pager } from '../../components/pager';
import { useRead } from '../../components/server-state';
import { TutorCardList } from '../../components/tutor-card';
import { useViewerTimeZone } from '../../components/use-profile-time-zone';
import { paths } from '../../../domain/routes';
import type { ReactNode } from 'react';
import { landingResultsText as t } from './landing-results-text';

/** Tutors a page (as on /tutor-search). */
const LANDING_PAGE_SIZE = 10;

/**
 * A visitor's search on the landing page (its own chunk, as the featured tutors: the first paint carries neither it
 * nor the cards): the count, a page of tutor cards as on /tutor-search, each opening the tutor's public page, and the
 * pages. The public search (SearchTutors needs no sign-in); times in the viewer's zone. `loading`: the page's own
 * skeleton (the first page's module, not imported here: this chunk brings nothing the first page has).
 */
export default function LandingResults({ q, page, onPage, loading }: { q: string; page: number; onPage: (page: number) => void; loading: ReactNode }) {
  const zone = useViewerTimeZone(true);
  const found = useRead(DIRECTORY, ['landing-search', q, page], (directory) => directory.search({ query: q, page, pageSize: LANDING_PAGE_SIZE, sort: 'Relevance' }));
  if (found.status === 'loading') return loading;
  if (found.status === 'error') {
    // A visitor who searched very fast (the public search's limit, 429): said plainly, with a way to try again.
    return <ErrorBlock message={found.refusal.code === 'too-many' ? t.tooManySearches : undefined} onRetry={found.retry} />;
  }
  const { Items, Total } = found.data;
  return (
    <div className="landing-results">
      <p role="status" className="search-count">
        {t.resultsCount(Total)}
      </p>
      {Items.length === 0 ? (
        <EmptyState
          icon={<SearchX />}
          title={t.noResults(q)}
          action={
            <ButtonLink variant="secondary" to={paths.landing()}>
              {t.seeFeatured}
            </ButtonLink>
          }
        >
          {t.noResultsHint}
        </EmptyState>
      ) : (
        <TutorCardList tutors={Items} zone={zone} heading="h3" />
      )}
      <Pager label={t.resultPages} page={page} total={Total} pageSize={LANDING_PAGE_SIZE} onPage={onPage} />
    </div>
  );
}
