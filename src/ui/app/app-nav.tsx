import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { onDemand } from '../components/on-demand';
import { NavLink, useLocation } from 'react-router-dom';
import { ROLE, type Role } from '../../domain/constants';
import { menuLinks, type NavEntry } from '../../domain/routes';
import { text } from '../components/text';
import './app-nav-bell.css';

/** Each role's menu, from the route table in its order (the entries with a `nav`). */
const LINKS: Record<Role, readonly { label: NavEntry['label']; to: string }[]> = {
  [ROLE.TUTOR]: menuLinks('tutor'),
  [ROLE.STUDENT]: menuLinks('student'),
};

/** Its own chunk: the count is not needed for the first paint, and its reads bring the server-state code with them. */
const unreadBadge = onDemand(() => import('../components/unread-badge'));
/** The notification centre's bell: its own chunk too (the menu library, the server-state code). */
const notificationBell = onDemand(() => import('../components/notification-bell'));

/**
 * The signed-in user's own areas; NavLink marks the current one with aria-current="page". On a wide screen the links
 * sit in the header; on a phone they are behind the Menu button (a disclosure: Escape closes it and gives the focus
 * back to the button, and going to a page closes it).
 */
export function AppNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  // Open on the page it was opened on: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const listId = useId();
  // Loaded apart from the shell (with the server-state code it needs), drawn once it is there.
  const UnreadBadge = unreadBadge.use(true)?.default;
  const NotificationBell = notificationBell.use(true)?.default;
  const toggle = useRef<HTMLButtonElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <nav className="app-nav" aria-label={text.nav.label} onKeyDown={onKeyDown}>
      <button ref={toggle} type="button" className="nav-toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
        <span className="nav-toggle-text">{text.nav.menu}</span>
      </button>
      <ul id={listId} className="app-nav-links" data-open={open}>
        {LINKS[role].map(({ label: key, to }) => (
          <li key={key}>
            <NavLink to={to} end={false}>
              {text.nav.links[key]}
              {key === 'messages' && UnreadBadge && <UnreadBadge />}
            </NavLink>
          </li>
        ))}
      </ul>
      {/* Beside the menu, never behind it: the count is seen on a phone too. Its space is kept while it loads. */}
      <span className="nav-bell-slot">{NotificationBell && <NotificationBell role={role} />}</span>
    </nav>
  );
}
