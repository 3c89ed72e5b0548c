import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authText as t } from './auth-text';
import { useSessionService } from './use-session-service';

/** Header control: signs out, then home; a failure (already logged by the gateway) is said in words. */
export function SignOutButton() {
  const session = useSessionService();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    const ok = await session.signOut();
    setBusy(false);
    setFailed(!ok);
    if (ok) navigate('/', { replace: true });
  }

  return (
    <>
      {failed && (
        <p className="header-error" role="alert">
          {t.signOutFailed}
        </p>
      )}
      <button type="button" className="button on-dark" disabled={busy} onClick={() => void signOut()}>
        {t.signOut}
      </button>
    </>
  );
}
