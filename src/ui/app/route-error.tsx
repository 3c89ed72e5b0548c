import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router-dom';
import { dashboardPath } from '../../domain/route-access';
import { LOGGER } from '../../ports/logger';
import { PageTitle } from '../components/page-title';
import { useService } from '../components/container-context';
import { text } from '../components/text';
import { useRole } from '../components/auth/use-role';

/** A chunk of the app that could not be fetched (a deploy replaced it, or the network dropped). */
const isChunkLoadError = (error: unknown) =>
  error instanceof Error && /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(error.message);

/**
 * The route-level error boundary (React Router errorElement): a page that throws while loading or rendering is
 * replaced by this, inside the shell (header and menu stay), with Try again (a fresh load of this address) and the
 * way to the dashboard. The error goes to the logger, not to the screen.
 */
export function RouteError() {
  const error = useRouteError();
  const logger = useService(LOGGER);
  const role = useRole();
  useEffect(() => {
    logger.error('A page failed to render', error);
  }, [logger, error]);
  return (
    <section className="page" role="alert">
      <PageTitle>{text.pageFailedTitle}</PageTitle>
      <p>{isChunkLoadError(error) ? text.chunkFailedBody : text.pageFailedBody}</p>
      <p className="actions">
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {text.retry}
        </button>
        <Link className="button secondary" to={role === null ? '/' : dashboardPath(role)}>
          {role === null ? text.backHome : text.toDashboard}
        </Link>
      </p>
    </section>
  );
}
