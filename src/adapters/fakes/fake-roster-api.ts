import { BackendError } from '../../domain/backend-error';
import type { Page, PageQuery, RosterEntry } from '../../domain/backend-records';
import type { RosterApi } from '../../ports/roster-api';
import { FakeBackendDb, notFound, paginate, requireClassCode } from './fake-backend-db';

export class FakeRosterApi implements RosterApi {
  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async getRoster(classCode: string, query: PageQuery = {}): Promise<Page<RosterEntry>> {
    const user = this.db.enter()!;
    requireClassCode(classCode);
    const tutorId = this.db.findClass(classCode)?.tutorId ?? this.db.instantClasses.find((candidate) => candidate.ClassCode === classCode)?.TutorID;
    if (!tutorId) throw notFound('Class');
    const students = this.db.bookings.filter((booking) => booking.classCode === classCode).map((booking) => booking.studentId);
    if (user.uid !== tutorId && !students.includes(user.uid)) throw new BackendError('forbidden', 'You are not in this class', [], 403);
    const uids = [tutorId, ...students];
    const entries = uids.map((uid, index) => ({
      UserID: uid,
      DisplayName: this.db.displayName(uid),
      Role: (uid === tutorId ? 1 : 2) as 1 | 2,
      Uid: index + 1,
    }));
    return paginate(entries, query);
  }
}
