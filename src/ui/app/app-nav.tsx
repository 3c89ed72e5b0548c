import { NavLink } from 'react-router-dom';
import { ROLE, type Role } from '../../domain/constants';
import { text } from './text';

type NavKey = keyof typeof text.nav.links;

/** Each role's areas, in the order a user works through them (spec §2 routes only). */
const LINKS: Record<Role, readonly (readonly [NavKey, string])[]> = {
  [ROLE.TUTOR]: [
    ['dashboard', '/tutor-dashboard'],
    ['courses', '/course-class'],
    ['payments', '/tutor-payment-history'],
    ['withdrawals', '/tutor-cash-withdrawal'],
    ['profile', '/tutor-profile'],
    ['account', '/tutor-account'],
  ],
  [ROLE.STUDENT]: [
    ['dashboard', '/student-dashboard'],
    ['search', '/tutor-search'],
    ['classes', '/student-private-class'],
    ['studentCourses', '/student-course-class'],
    ['payments', '/student-payment-history'],
    ['profile', '/student-profile'],
    ['account', '/student-account'],
  ],
};

/** The signed-in user's own areas; NavLink marks the current one with aria-current="page". */
export function AppNav({ role }: { role: Role }) {
  return (
    <nav className="app-nav" aria-label={text.nav.label}>
      <ul>
        {LINKS[role].map(([key, to]) => (
          <li key={key}>
            <NavLink to={to} end={false}>
              {text.nav.links[key]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
