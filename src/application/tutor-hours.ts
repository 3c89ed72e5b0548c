import { inject, injectable } from 'inversify';
import type { Availability, AvailabilityState } from '../contract/records';
import { availabilityProblems } from '../domain/availability';
import { AVAILABILITY_API, type AvailabilityApi } from '../ports/availability-api';
import { attempt, type Outcome } from './outcome';

/**
 * The tutor's bookable hours (issue 39): read them (a starting point with UpdatedAt null before the first save) and save
 * them whole. The domain's rules are checked before sending, so bad input is refused by field with nothing sent; the
 * backend's 400 comes back the same way (Refusal.fields, named as the contract names them: 'Weekly[2].To').
 */
@injectable()
export class TutorHours {
  constructor(@inject(AVAILABILITY_API) private readonly api: AvailabilityApi) {}

  current(): Promise<AvailabilityState> {
    return this.api.get();
  }

  async save(availability: Availability): Promise<Outcome<AvailabilityState>> {
    const problems = availabilityProblems(availability);
    if (problems.length > 0) {
      const fields = problems.map((problem) => ({ field: problem.Field, message: problem.Message }));
      return { ok: false, code: 'invalid', field: fields[0]!.field, serverMessage: fields[0]!.message, fields };
    }
    return attempt(() => this.api.save(availability));
  }
}
