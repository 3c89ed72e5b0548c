import type { InstantClass } from '../../domain/backend-records';
import type { InstantClassApi } from '../../ports/instant-class-api';
import { FakeBackendDb, invalid, notFound, requireClassCode } from './fake-backend-db';
import { fakeClassCode } from './fake-ids';

export class FakeInstantClassApi implements InstantClassApi {
  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async start(title: string): Promise<InstantClass> {
    const tutor = this.db.enter({ role: 1 })!;
    if (!title.trim()) throw invalid('Title', 'Enter a title.');
    if (title.trim().length > 100) throw invalid('Title', 'Use at most 100 characters.');
    const instantClass: InstantClass = {
      ClassCode: fakeClassCode(this.db, 'IC'),
      TutorID: tutor.uid,
      TutorName: this.db.displayName(tutor.uid),
      Title: title.trim(),
      CreatedAt: this.db.nowIso(),
      Status: 'Live',
    };
    this.db.instantClasses.push(instantClass);
    return instantClass;
  }

  async get(classCode: string): Promise<InstantClass> {
    this.db.enter({ auth: 'optional' });
    requireClassCode(classCode);
    const instantClass = this.db.instantClasses.find((candidate) => candidate.ClassCode === classCode);
    if (!instantClass) throw notFound('Instant class');
    return instantClass;
  }
}
