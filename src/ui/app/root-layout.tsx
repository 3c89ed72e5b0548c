import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { text } from './text';

/** Skip link, header and the main landmark; moves focus to the page on navigation so screen readers announce it. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        {text.skipToContent}
      </a>
      <header className="app-header">
        <Link to="/" className="brand">
          {text.brand}
        </Link>
      </header>
      <main id="main" ref={main} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
