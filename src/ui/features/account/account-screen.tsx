import { Link } from 'react-router-dom';
import { ROLE, type Role } from '../../../domain/constants';
import { useAuthSession } from '../../components/auth/use-auth-session';
import { PageTitle } from '../../components/page-title';
import { SignOutButton } from '../../components/auth/sign-out-button';
import { accountPaths } from './account-paths';
import { accountText as t } from './account-text';
import { PasswordChangeForm } from './password-change-form';
import { CalendarFeedSection } from './calendar-feed-section';
import { EmailSettingsSection } from './email-settings-section';
import './account.css';
import { paths } from '../../../domain/routes';

/** /tutor-account and /student-account: sign-in details, password change, calendar apps, emails, the account's other pages, sign-out. */
export function AccountScreen({ role }: { role: Role }) {
  const session = useAuthSession();
  const email = session.status === 'signed-in' ? session.user.email : null;
  const own = accountPaths(role);
  return (
    <section className="page account-page">
      <PageTitle>{t.accountTitle}</PageTitle>
      <section className="card account-section" aria-labelledby="sign-in-details-title">
        <h2 id="sign-in-details-title">{t.signInDetails}</h2>
        {email ? (
          <dl className="facts">
            <dt>{t.email}</dt>
            <dd>{email}</dd>
          </dl>
        ) : (
          <p className="muted">{t.noEmail}</p>
        )}
      </section>
      {email ? (
        <PasswordChangeForm />
      ) : (
        <section className="card account-section" aria-labelledby="password-title">
          <h2 id="password-title">{t.passwordTitle}</h2>
          <p className="muted">{t.noPassword}</p>
        </section>
      )}
      <CalendarFeedSection tutor={role === ROLE.TUTOR} />
      <EmailSettingsSection tutor={role === ROLE.TUTOR} />
      <nav className="card account-section" aria-labelledby="account-more-title">
        <h2 id="account-more-title">{t.moreTitle}</h2>
        <ul className="account-links">
          <li>
            <Link to={own.profile}>{t.profileLink}</Link>
          </li>
          {role === ROLE.TUTOR && (
            <>
              <li>
                <Link to={paths.addBank()}>{t.bankLink}</Link>
              </li>
              <li>
                <Link to={paths.tutorCashWithdrawal()}>{t.withdrawalsLink}</Link>
              </li>
            </>
          )}
          <li>
            <Link to={own.paymentHistory}>{t.paymentHistoryLink}</Link>
          </li>
        </ul>
      </nav>
      <section className="card account-section" aria-labelledby="sign-out-title">
        <h2 id="sign-out-title">{t.signOutTitle}</h2>
        <p>{t.signOutLead}</p>
        <SignOutButton variant="page" />
      </section>
    </section>
  );
}
