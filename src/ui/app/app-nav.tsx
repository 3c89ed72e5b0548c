import { lazy, Suspense } from 'react';
import { NavLink } from 'react-router-dom';
import { ROLE, type Role } from '../../domain/constants';
import { menuLinks, type NavEntry } from '../../domain/routes';
import { text } from '../components/text';

/** Each role's menu, from the route table in its order (spec §2 routes only). */
const LINKS: Record<Role, readonly { label: NavEntry['label']; to: string }[]> = {
  [ROLE.TUTOR]: menuLinks('tutor'),
  [ROLE.STUDENT]: menuLinks('student'),
};

/** Its own chunk: the count is not needed for the first paint, and its reads bring the server-state code with them. */
const UnreadBadge = lazy(() => import('../components/unread-badge'));

/** The signed-in user's own areas; NavLink marks the current one with aria-current="page". */
export function AppNav({ role }: { role: Role }) {
  return (
    <nav className="app-nav" aria-label={text.nav.label}>
      <ul>
        {LINKS[role].map(({ label: key, to }) => (
          <li key={key}>
            <NavLink to={to} end={false}>
              {text.nav.links[key]}
              {key === 'messages' && (
                <Suspense fallback={null}>
                  <UnreadBadge />
                </Suspense>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
