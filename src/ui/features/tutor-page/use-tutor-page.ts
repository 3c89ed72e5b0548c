import { useNavigate } from 'react-router-dom';
import type { CourseWithSessions, PrivateClassRecord } from '../../../contract/records';
import type { CheckoutEntity } from '../../../ports/checkout-store';
import { tutorProfileRead } from './tutor-profile-request';
import { BOOKINGS, useAction, useRead, useSeededRead } from '../../components/server-state';
import { paths } from '../../../domain/routes';
import { CHECKOUT_SERVICE, DIRECTORY, STUDENT_CLASSES } from '../../../application/tokens';
import { ROLE } from '../../../domain/constants';
import { useRole } from '../../components/auth/use-role';

/**
 * The tutor's public profile: the answer the server rendered the page with (its HTML, src/serve-page.tsx), else what
 * the route's loader already asked for (router.tsx), else asked now. `renderedAt` is the server's 'now' for that answer.
 * Needs no service to render: the page is drawn by the server and hydrated before the services arrive.
 */
export function useTutorProfile(slug: string, includeCourses: boolean) {
  const { load: profile, renderedAt } = useSeededRead(DIRECTORY, tutorProfileRead(slug, includeCourses), (directory) => directory.tutor(slug, { includeCourses }));
  return { profile, renderedAt };
}

/** Booking: keep the class record (spec §3) and the tutor (CheckoutService.choose), then go to checkout (the guard asks signed-out visitors to sign in first and brings them back). */
export function useBooking(tutorSlug: string) {
  const choose = useAction(CHECKOUT_SERVICE, (checkout, choice: CheckoutEntity) => checkout.choose(choice, tutorSlug));
  const navigate = useNavigate();
  const keep = async (choice: CheckoutEntity, to: string) => {
    await choose(choice);
    await navigate(to);
  };
  return {
    bookPrivateClass: (record: PrivateClassRecord) => keep({ kind: 'private-class', record }, paths.privateClassCheckout(record.ClassLink)),
    enrolInCourse: (record: CourseWithSessions) => keep({ kind: 'group-course', record }, paths.courseClassCheckout(record.ClassLink)),
  };
}

/**
 * The classes and courses the signed-in student has paid for (their ClassLinks); none for anyone else, or while it
 * loads. Asked again when a payment is recorded while the page is open (one completed after Back from its checkout).
 */
export function usePaidBookings(): { courses: ReadonlySet<string>; privateClasses: ReadonlySet<string> } {
  const student = useRole() === ROLE.STUDENT;
  // A recorded payment makes it stale (BOOKINGS); the last answer stays on screen while it is read again.
  const paid = useRead(
    STUDENT_CLASSES,
    [BOOKINGS, 'paid'],
    async (classes) => ({
      courses: (await classes.courses()).items.filter((course) => course.Paid).map((course) => course.ClassLink),
      privateClasses: (await classes.privateClasses()).items.filter((record) => record.Paid).map((record) => record.ClassLink),
    }),
    { enabled: student },
  );
  const data = student && paid.status === 'ready' ? paid.data : { courses: [], privateClasses: [] };
  return { courses: new Set(data.courses), privateClasses: new Set(data.privateClasses) };
}
