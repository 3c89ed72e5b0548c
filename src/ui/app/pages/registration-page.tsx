import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ROLE, SESSION_STORAGE_KEYS } from '../../../domain/constants';
import { SESSION_STORE, type KeyValueStore } from '../../../ports/key-value-store';
import { useService } from '../../components/container-context';
import { useAuthSession } from '../../components/auth/use-auth-session';
import { LoadingBlock } from '../../components/async-states';
import { PageTitle } from '../../components/page-title';
import { RegistrationForm } from '../../features/auth/registration-form';
import { studentText as t } from '../../features/student/student-text';
import { isClassCode } from '../../../domain/random-id';
import { paths } from '../../../domain/routes';

/** Where a student who signed up through a tutor's page goes next: the booking they started, else that tutor's page. */
function continueAfterRegistration(store: KeyValueStore, slug: string): string {
  for (const [key, checkoutPath] of [
    [SESSION_STORAGE_KEYS.PRIVATE_CLASS, paths.privateClassCheckout],
    [SESSION_STORAGE_KEYS.GROUP_COURSE, paths.courseClassCheckout],
  ] as const) {
    try {
      const code = (JSON.parse(store.get(key) ?? 'null') as { ClassLink?: unknown } | null)?.ClassLink;
      if (isClassCode(code)) return checkoutPath(code);
    } catch {
      // A damaged entry is ignored: the tutor's page lets them book again.
    }
  }
  return paths.tutorPublic(slug);
}

/** /registration/{slug}: the student's details, linked to the tutor (SELECTED_TUTOR), then on to what they were booking. */
export default function RegistrationPage() {
  const { session: slug = '' } = useParams();
  const auth = useAuthSession();
  const store = useService(SESSION_STORE);
  useEffect(() => {
    if (slug) store.set(SESSION_STORAGE_KEYS.SELECTED_TUTOR, slug);
  }, [slug, store]);

  if (auth.status === 'unknown') {
    return (
      <section className="page">
        <PageTitle>{t.registrationTitle}</PageTitle>
        <LoadingBlock />
      </section>
    );
  }
  if (auth.status !== 'signed-in') {
    return (
      <section className="page auth-page">
        <PageTitle>{t.registrationTitle}</PageTitle>
        <p>{t.registrationSignedOut}</p>
        <p className="actions">
          <Link className="button primary" to={paths.studentSignup(slug)}>
            {t.signupLink}
          </Link>
          <Link className="button secondary" to={paths.login()} state={{ from: paths.registration(slug) }}>
            {t.signInLink}
          </Link>
        </p>
      </section>
    );
  }
  return <RegistrationForm role={ROLE.STUDENT} selectedTutorSlug={slug} continueTo={continueAfterRegistration(store, slug)} />;
}
