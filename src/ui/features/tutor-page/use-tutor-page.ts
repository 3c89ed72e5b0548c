import { useNavigate } from 'react-router-dom';
import type { CourseWithSessions, PrivateClassRecord, TutorPublicProfile } from '../../../domain/backend-records';
import { SESSION_STORAGE_KEYS } from '../../../domain/constants';
import { groupCourseSchema, privateClassSchema, type GroupCourse, type PrivateClass } from '../../../domain/entities';
import { SESSION_STORE } from '../../../ports/key-value-store';
import { TUTOR_DIRECTORY_API } from '../../../ports/tutor-directory-api';
import { useService } from '../../app/container-context';
import { useAsync } from '../../components/use-async';
import { paths } from '../../../domain/routes';

export function useTutorProfile(slug: string, includeCourses: boolean) {
  const directory = useService(TUTOR_DIRECTORY_API);
  return useAsync<TutorPublicProfile>(() => directory.getPublicProfile(slug, { includeCourses }), `${slug}|${includeCourses}`);
}

/** Spec §3 entity of a private class, as the checkout reads it. */
export function toPrivateClass(record: PrivateClassRecord): PrivateClass {
  return privateClassSchema.parse({
    ClassName: record.ClassName,
    Duration: record.Duration,
    DateTime: record.DateTime,
    Price: record.Price,
    TransactionFees: record.TransactionFees,
    CurrencyType: record.CurrencyType,
    ClassLink: record.ClassLink,
  });
}

/** Spec §3 entity of a group course, as the checkout reads it. */
export function toGroupCourse(record: CourseWithSessions): GroupCourse {
  return groupCourseSchema.parse({
    CourseName: record.CourseName,
    Price: record.Price,
    TransactionFees: record.TransactionFees,
    CurrencyType: record.CurrencyType,
    ClassLink: record.ClassLink,
  });
}

/** Booking: keep the entity and the tutor in session storage, then go to checkout (the guard asks signed-out visitors to sign in first and brings them back). */
export function useBooking(tutorSlug: string) {
  const session = useService(SESSION_STORE);
  const navigate = useNavigate();
  return {
    bookPrivateClass(record: PrivateClassRecord) {
      session.set(SESSION_STORAGE_KEYS.PRIVATE_CLASS, JSON.stringify(toPrivateClass(record)));
      session.set(SESSION_STORAGE_KEYS.SELECTED_TUTOR, tutorSlug);
      navigate(paths.privateClassCheckout(record.ClassLink));
    },
    enrolInCourse(record: CourseWithSessions) {
      session.set(SESSION_STORAGE_KEYS.GROUP_COURSE, JSON.stringify(toGroupCourse(record)));
      session.set(SESSION_STORAGE_KEYS.SELECTED_TUTOR, tutorSlug);
      navigate(paths.courseClassCheckout(record.ClassLink));
    },
  };
}
