import type { Page, StudentListEntry } from '../../contract/records';
import { getStudentsList } from '../../contract/generated/backend/sdk.gen';
import type { StudentListApi, StudentListQuery } from '../../ports/student-list-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpStudentListApi implements StudentListApi {
  constructor(private readonly http: BackendTransport) {}

  list(query: StudentListQuery = {}): Promise<Page<StudentListEntry>> {
    const { search, classCode, kind, paid } = query;
    return this.http.call('read', (base) =>
      getStudentsList({ ...base, query: { Search: search?.trim() || undefined, ClassCode: classCode, Kind: kind, Paid: paid, ...paging(query) } }),
    );
  }
}
