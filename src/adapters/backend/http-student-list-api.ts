import { pageSchema, studentListEntrySchema, type Page, type StudentListEntry } from '../../domain/backend-records';
import type { StudentListApi, StudentListQuery } from '../../ports/student-list-api';
import { getStudentsList } from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';

export class HttpStudentListApi implements StudentListApi {
  constructor(private readonly http: BackendTransport) {}

  list(query: StudentListQuery = {}): Promise<Page<StudentListEntry>> {
    return this.http.call(getStudentsList, {
      operation: 'getStudentsList',
      retry: 'read',
      data: pageSchema(studentListEntrySchema),
      query: {
        Search: query.search?.trim() || undefined,
        ClassCode: query.classCode,
        Kind: query.kind,
        Paid: query.paid,
        Page: query.page,
        PageSize: query.pageSize,
      },
    });
  }
}
