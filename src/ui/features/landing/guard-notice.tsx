import { Link } from 'react-router-dom';
import type { GuardDestination } from '../../components/auth/guard-destination';
import { landingText } from './landing-text';
import { paths } from '../../../domain/routes';

const t = landingText.guardNotice;

/**
 * Says a signed-out visitor was stopped on the way to a guarded page and where that was; both links carry the
 * destination in the router state (`{ from }`), which /login and /signup follow once the user is in.
 */
export function GuardNotice({ destination }: { destination: GuardDestination }) {
  const state = { from: destination.path };
  return (
    <div className="guard-notice" role="status" aria-labelledby="guard-notice-message">
      <p id="guard-notice-message" className="guard-notice-message">
        {t.message(destination.area)}
      </p>
      <p>{t.after}</p>
      <p className="actions">
        <Link className="button primary" to={paths.login()} state={state}>
          {t.signIn}
        </Link>
        <Link className="button secondary" to={paths.signup()} state={state}>
          {t.createAccount}
        </Link>
      </p>
    </div>
  );
}
