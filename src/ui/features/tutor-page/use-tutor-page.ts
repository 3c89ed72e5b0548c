import { useNavigate } from 'react-router-dom';
import type { CourseWithSessions, PrivateClassRecord, TutorPublicProfile } from '../../../contract/records';
import { SESSION_STORAGE_KEYS } from '../../../domain/constants';
import { CHECKOUT_STORE } from '../../../ports/checkout-store';
import { SESSION_STORE } from '../../../ports/key-value-store';
import { TUTOR_DIRECTORY_API } from '../../../ports/tutor-directory-api';
import { useService, useServiceHost } from '../../app/container-context';
import { tutorProfileKey } from './tutor-profile-request';
import { useAsync } from '../../components/use-async';
import { paths } from '../../../domain/routes';
import { STUDENT_CLASSES } from '../../../application/tokens';
import { ROLE } from '../../../domain/constants';
import { useRole } from '../../app/use-role';

/** The tutor's public profile: what the route's loader already asked for (router.tsx), else asked now. */
export function useTutorProfile(slug: string, includeCourses: boolean) {
  const directory = useService(TUTOR_DIRECTORY_API);
  const host = useServiceHost();
  const key = tutorProfileKey(slug, includeCourses);
  return useAsync<TutorPublicProfile>(() => host.takePrefetched<TutorPublicProfile>(key) ?? directory.getPublicProfile(slug, { includeCourses }), key);
}

/** Booking: keep the class record (spec §3) and the tutor in session storage, then go to checkout (the guard asks signed-out visitors to sign in first and brings them back). */
export function useBooking(tutorSlug: string) {
  const session = useService(SESSION_STORE);
  const checkoutStore = useService(CHECKOUT_STORE);
  const navigate = useNavigate();
  return {
    bookPrivateClass(record: PrivateClassRecord) {
      checkoutStore.keep({ kind: 'private-class', record });
      session.set(SESSION_STORAGE_KEYS.SELECTED_TUTOR, tutorSlug);
      navigate(paths.privateClassCheckout(record.ClassLink));
    },
    enrolInCourse(record: CourseWithSessions) {
      checkoutStore.keep({ kind: 'group-course', record });
      session.set(SESSION_STORAGE_KEYS.SELECTED_TUTOR, tutorSlug);
      navigate(paths.courseClassCheckout(record.ClassLink));
    },
  };
}

/** The courses the signed-in student has paid for (their ClassLinks); none for anyone else, or while it loads. */
export function usePaidCourses(): ReadonlySet<string> {
  const role = useRole();
  const classes = useService(STUDENT_CLASSES);
  const student = role === ROLE.STUDENT;
  const paid = useAsync(async () => (student ? (await classes.courses()).filter((course) => course.Paid).map((course) => course.ClassLink) : []), `paid-courses|${student}`);
  return new Set(paid.status === 'ready' ? paid.data : []);
}
