import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PAYMENT_CONFIRMATIONS, SESSION_SERVICE } from '../../application/tokens';
import { authText } from '../components/auth/auth-text';
import { SignOutButton } from '../components/auth/sign-out-button';
import { LoadingScreen } from '../components/loading-screen';
import { usePaymentOutboxFlush } from '../features/checkout/use-payment-outbox-flush';
import { useService, WithServices } from '../components/container-context';
import { useSiteOrigin } from './site-origin';
import { pageDescription } from './page-meta';
import { PageHeadProvider, type PageHeadSubject } from '../components/public/page-head';
import { AppNav } from './app-nav';
import { text } from '../components/text';
import { useProfileState, useRole } from '../components/auth/use-role';
import { useAuthSession } from '../components/auth/use-auth-session';
import { FocusModeProvider } from '../components/focus-mode';
import { ToastProvider } from '../components/kit/toast';
import { onDemand } from '../components/on-demand';
import { bestMatchingRoute, paths } from '../../domain/routes';

// Loaded when there is something to say: the first page's files stay as they were.
const paymentNotice = onDemand(() => import('../features/checkout/payment-notice'));

/** A payment that completed after its checkout was left, confirmed on whatever page the student is on. */
function PaymentNoticeWhenAny() {
  const confirmations = useService(PAYMENT_CONFIRMATIONS);
  const { notice } = useSyncExternalStore(confirmations.subscribe, confirmations.getSnapshot);
  const PaymentNotice = paymentNotice.use(notice !== null)?.PaymentNotice;
  return notice && PaymentNotice ? <PaymentNotice /> : null;
}

/**
 * What the signed-in session needs kept up: payments not yet recorded are sent (and one that completed after its
 * checkout was left is confirmed wherever the student is), and a tab that comes back with an
 * expired token gets a fresh one before it calls the backend again (spec §4). Rendered once the services are there, so
 * the shell around it paints (and a prerendered page hydrates) first.
 */
function SessionUpkeep() {
  const auth = useAuthSession();
  const session = useService(SESSION_SERVICE);
  usePaymentOutboxFlush(auth.status === 'signed-in' ? auth.user.uid : null);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void session.refreshIfExpired();
    };
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [session]);
  // A payment that completed after its checkout was left is confirmed here, on whatever page the student is on.
  return auth.status === 'signed-in' ? <PaymentNoticeWhenAny /> : null;
}

/** The head's rules (document-head.ts, seo-head.ts: a tutor's JSON-LD) load after the first paint, once. */
let headWriter: Promise<typeof import('./document-head')> | undefined;
const loadHeadWriter = () => (headWriter ??= import('./document-head'));

/**
 * The head follows the page (the browser keeps the one it was served): the route's head (document-head.ts: a
 * prerendered page's as served, noindex behind the sign-in, none yet for a tutor's page) at each new address, then what
 * the page says once it knows what it shows (usePageHead: a tutor's page). A layout effect: it runs before the page's
 * own effects, and the writes are made in the order asked (one module promise), so the page has the last word.
 */
function useDocumentHead(pathname: string) {
  const origin = useSiteOrigin();
  useLayoutEffect(() => {
    // The route React Router shows (ranked: '/student-dashboard' is the dashboard, not a tutor's page '/:session').
    const route = bestMatchingRoute(pathname) ?? undefined;
    // The description at once (the rest once its module is there), as routeHead has it: never the previous page's.
    document.querySelector('meta[name="description"]')?.setAttribute('content', pageDescription(route));
    void loadHeadWriter().then(({ routeHead, writeHead }) => writeHead(document, routeHead(route, origin())));
  }, [pathname, origin]);
  return useCallback(
    (subject: PageHeadSubject) => void loadHeadWriter().then(({ subjectHead, writeHead }) => writeHead(document, subjectHead(subject, origin()))),
    [origin],
  );
}

/**
 * Skip link, header and the main landmark; moves focus to the page on navigation so screen readers announce it. The
 * shell needs no service to paint: until the services have loaded, the session is 'unknown' (no sign-in link, no menu)
 * and a page that needs one shows 'Loading.....'.
 */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname, hash, key, state } = useLocation();
  const first = useRef(true);
  const shownPath = useRef(pathname);
  const auth = useAuthSession();
  const role = useRole();
  const profile = useProfileState();
  // A full-focus page (the live call) has the window to itself: no header, no menu (it heads itself, one h1 still).
  const [focus, setFocus] = useState(false);
  const writePageHead = useDocumentHead(pathname);
  useEffect(() => {
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    if (first.current) {
      first.current = false;
      return;
    }
    // An address naming a field of the page (a visitor's "Find a tutor": /#landing-search) takes the focus there,
    // each time it is followed (the page itself may be the same).
    const named = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (named?.matches('input, select, textarea')) {
      named.focus();
      return;
    }
    // Only a new page moves the focus (not a new search of the same page, `?q=`, nor a link to a heading on it).
    if (!newPage) return;
    // Focus to the page without scrolling it: focus() alone scrolls <main> to the top of the viewport, taking the
    // header and menu out of view. A new page starts at the top, unless the address names a place on it.
    main.current?.focus({ preventScroll: true });
    if (!window.location.hash && document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [pathname, hash, key]);

  return (
    // The toasts' live region after the page, there from the first paint (a region added with its message is not read).
    <ToastProvider label={text.notifications} closeLabel={text.dismissNotification}>
      <a className="skip-link" href="#main">
        {text.skipToContent}
      </a>
      {!focus && (
        <header className="app-header">
          <Link to={paths.landing()} className="brand">
            <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
              <rect width="32" height="32" rx="8" />
              <path d="M6 13l10-5 10 5-10 5z" />
              <path d="M10 15.5v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5" />
            </svg>
            {text.brand}
          </Link>
          {/* A user who has not finished registering has no areas yet: registration is the one page for them. */}
          {auth.status === 'signed-in' && role !== null && profile !== 'unregistered' && <AppNav role={role} />}
          <div className="header-actions">
            {auth.status === 'signed-in' && <SignOutButton />}
            {auth.status === 'signed-out' && pathname !== paths.login() && (
              <Link className="header-link" to={paths.login()} state={state}>
                {authText.signIn}
              </Link>
            )}
          </div>
        </header>
      )}
      <main id="main" ref={main} tabIndex={-1} className={focus ? 'focus-mode' : undefined}>
        <FocusModeProvider set={setFocus}>
          <PageHeadProvider value={writePageHead}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </PageHeadProvider>
        </FocusModeProvider>
      </main>
      {/* After the page: its effects (token refresh, outbox flush) start after the page's own, in the order they had
          when they lived in this component (a refresh started first would show 'Loading.....' over a page just shown). */}
      <WithServices>
        <SessionUpkeep />
      </WithServices>
    </ToastProvider>
  );
}
