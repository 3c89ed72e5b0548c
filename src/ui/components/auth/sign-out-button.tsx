import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authText as t } from './auth-text';
import { useSessionActions } from './use-session-service';
import { paths } from '../../../domain/routes';

/**
 * Signs out, then home; a failure (already logged by the gateway) is said in words. `header` sits in the header
 * bar, `page` on a page's light background (the account screens).
 */
export function SignOutButton({ variant = 'header' }: { variant?: 'header' | 'page' }) {
  // The header's button is drawn before the services have loaded (a kept session); it needs them only when pressed.
  const session = useSessionActions();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const ok = await session.signOut();
    setBusy(false);
    setFailed(!ok);
    if (ok) navigate(paths.landing(), { replace: true });
  }

  return (
    <>
      {failed && (
        <p className={variant === 'header' ? 'header-error' : 'field-error'} role="alert">
          {t.signOutFailed}
        </p>
      )}
      <button type="button" className={variant === 'header' ? 'button quiet sm' : 'button secondary'} disabled={busy} onClick={() => void signOut()}>
        {t.signOut}
      </button>
    </>
  );
}
