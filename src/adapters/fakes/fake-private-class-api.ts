import type { ClassStatus, Page, PrivateClassRecord } from '../../domain/backend-records';
import type { NewPrivateClass, PrivateClassApi, PrivateClassQuery } from '../../ports/private-class-api';
import { conflict, FakeBackendDb, inWindow, invalid, notFound, paginate, requireClassCode } from './fake-backend-db';
import { fakeClassCode } from './fake-ids';

/** Allowed status changes of a private class (the mock backend answers 409 to anything else). */
const NEXT_STATUS: Record<ClassStatus, ClassStatus[]> = {
  Scheduled: ['Live', 'Cancelled', 'Completed'],
  Live: ['Completed', 'Cancelled'],
  Completed: [],
  Cancelled: [],
};

export class FakePrivateClassApi implements PrivateClassApi {
  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async listMine(query: PrivateClassQuery = {}): Promise<Page<PrivateClassRecord>> {
    const tutor = this.db.enter({ role: 1 })!;
    const mine = this.db.privateClasses
      .filter((record) => record.TutorID === tutor.uid)
      .filter((record) => query.status === undefined || record.Status === query.status)
      .filter((record) => inWindow(record.DateTime, query.from, query.to))
      .sort((a, b) => Date.parse(a.DateTime) - Date.parse(b.DateTime));
    return paginate(mine, query);
  }

  async save(input: NewPrivateClass): Promise<PrivateClassRecord> {
    const tutor = this.db.enter({ role: 1 })!;
    if (!input.ClassName.trim()) throw invalid('ClassName', 'Enter a class name.');
    if (!Number.isInteger(input.Duration) || input.Duration < 15 || input.Duration > 480) throw invalid('Duration', 'Duration must be 15 to 480 minutes.');
    if (!Number.isInteger(input.Price) || input.Price < 0) throw invalid('Price', 'Price must be a whole number, 0 or more.');
    const start = Date.parse(input.DateTime);
    if (Number.isNaN(start)) throw invalid('DateTime', 'DateTime must be a date-time.');
    if (start <= this.db.now()) throw invalid('DateTime', 'DateTime must be in the future.');
    const end = start + input.Duration * 60_000;
    const overlaps = this.db.privateClasses.some((record) => {
      if (record.TutorID !== tutor.uid || record.Status === 'Cancelled') return false;
      const otherStart = Date.parse(record.DateTime);
      return start < otherStart + record.Duration * 60_000 && otherStart < end;
    });
    if (overlaps) throw conflict('DateTime', 'This time overlaps another of your classes.');
    const record: PrivateClassRecord = {
      ClassID: this.db.newId(),
      ClassLink: fakeClassCode(this.db),
      ClassName: input.ClassName.trim(),
      Duration: input.Duration,
      DateTime: new Date(start).toISOString(),
      Price: input.Price,
      TransactionFees: input.TransactionFees,
      CurrencyType: input.CurrencyType,
      Status: 'Scheduled',
      TutorID: tutor.uid,
      TutorName: this.db.displayName(tutor.uid),
      ...this.db.tutorSlug(tutor.uid),
      ...(input.TimeZone ? { TimeZone: input.TimeZone } : {}),
    };
    this.db.privateClasses.push(record);
    return record;
  }

  async changeStatus(classId: number, status: ClassStatus): Promise<PrivateClassRecord> {
    const tutor = this.db.enter({ role: 1 })!;
    const index = this.db.privateClasses.findIndex((record) => record.ClassID === classId);
    if (index < 0) throw notFound('Class');
    const record = this.db.privateClasses[index]!;
    if (record.TutorID !== tutor.uid) throw notFound('Class');
    if (!NEXT_STATUS[record.Status].includes(status)) throw conflict('Status', `A ${record.Status} class cannot become ${status}.`);
    const changed = { ...record, Status: status };
    this.db.privateClasses[index] = changed;
    return changed;
  }

  async getByCode(classCode: string): Promise<PrivateClassRecord> {
    this.db.enter();
    requireClassCode(classCode);
    const record = this.db.privateClasses.find((candidate) => candidate.ClassLink === classCode);
    if (!record) throw notFound('Class');
    return record;
  }
}
