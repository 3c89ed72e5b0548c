import { NavLink } from 'react-router-dom';
import { ROLE, type Role } from '../../domain/constants';
import { menuLinks, type NavEntry } from '../../domain/routes';
import { text } from '../components/text';
import { useUnreadCount } from '../components/use-unread-count';

/** Each role's menu, from the route table in its order (spec §2 routes only). */
const LINKS: Record<Role, readonly { label: NavEntry['label']; to: string }[]> = {
  [ROLE.TUTOR]: menuLinks('tutor'),
  [ROLE.STUDENT]: menuLinks('student'),
};

/** The signed-in user's own areas; NavLink marks the current one with aria-current="page". */
export function AppNav({ role }: { role: Role }) {
  const unread = useUnreadCount();
  return (
    <nav className="app-nav" aria-label={text.nav.label}>
      <ul>
        {LINKS[role].map(({ label: key, to }) => (
          <li key={key}>
            <NavLink to={to} end={false}>
              {text.nav.links[key]}
              {key === 'messages' && unread !== null && unread > 0 && (
                <>
                  {' '}
                  <span className="badge nav-count">{unread}</span>
                  <span className="visually-hidden">{` (${text.nav.unread(unread)})`}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
