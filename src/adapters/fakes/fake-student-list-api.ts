import type { Page, StudentListEntry } from '../../domain/backend-records';
import type { StudentListApi, StudentListQuery } from '../../ports/student-list-api';
import { FakeBackendDb, paginate } from './fake-backend-db';

export class FakeStudentListApi implements StudentListApi {
  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async list(query: StudentListQuery = {}): Promise<Page<StudentListEntry>> {
    const tutor = this.db.enter({ role: 1 })!;
    const search = (query.search ?? '').trim().toLowerCase();
    const entries = this.db.bookings.flatMap((booking): StudentListEntry[] => {
      const found = this.db.findClass(booking.classCode);
      const student = this.db.users.find((user) => user.uid === booking.studentId);
      if (!found || !student || found.tutorId !== tutor.uid) return [];
      const classId =
        this.db.privateClasses.find((record) => record.ClassLink === booking.classCode)?.ClassID ??
        this.db.courses.find((record) => record.ClassLink === booking.classCode)!.ClassID;
      return [
        {
          StudentID: student.uid,
          FirstName: student.firstName,
          LastName: student.lastName,
          Email: student.email,
          Kind: booking.kind,
          ClassID: classId,
          ClassCode: booking.classCode,
          ClassName: found.name,
          BookedAt: booking.bookedAt,
          Paid: this.db.isPaid(student.uid, booking.classCode),
        },
      ];
    });
    const filtered = entries.filter(
      (entry) =>
        (!search || `${entry.FirstName} ${entry.LastName} ${entry.Email ?? ''}`.toLowerCase().includes(search)) &&
        (query.classCode === undefined || entry.ClassCode === query.classCode) &&
        (query.kind === undefined || entry.Kind === query.kind) &&
        (query.paid === undefined || entry.Paid === query.paid),
    );
    return paginate(filtered, query);
  }
}
