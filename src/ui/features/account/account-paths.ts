import { ROLE, type Role } from '../../../domain/constants';
import { paths } from '../../../domain/routes';

/** The pages of one role that the profile and account screens link to. */
export function accountPaths(role: Role) {
  return role === ROLE.TUTOR
    ? { profile: paths.tutorProfile(), account: paths.tutorAccount(), paymentHistory: paths.tutorPaymentHistory() }
    : { profile: paths.studentProfile(), account: paths.studentAccount(), paymentHistory: paths.studentPaymentHistory() };
}
