import { ROLE, type Role } from '../../../domain/constants';

/** The pages of one role that the profile and account screens link to. */
export function accountPaths(role: Role) {
  const prefix = role === ROLE.TUTOR ? 'tutor' : 'student';
  return { profile: `/${prefix}-profile`, account: `/${prefix}-account`, paymentHistory: `/${prefix}-payment-history` };
}
