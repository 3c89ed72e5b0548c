import { pageSchema, privateClassRecordSchema, type ClassStatus, type Page, type PrivateClassRecord } from '../../domain/backend-records';
import type { NewPrivateClass, PrivateClassApi, PrivateClassQuery } from '../../ports/private-class-api';
import { changePrivateClassStatus, getPrivateClass, getPrivateClassByCode, savePrivateClass } from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';

export class HttpPrivateClassApi implements PrivateClassApi {
  constructor(private readonly http: BackendTransport) {}

  listMine(query: PrivateClassQuery = {}): Promise<Page<PrivateClassRecord>> {
    return this.http.call(getPrivateClass, {
      operation: 'getPrivateClass',
      retry: 'read',
      data: pageSchema(privateClassRecordSchema),
      query: { Status: query.status, From: query.from, To: query.to, Page: query.page, PageSize: query.pageSize },
    });
  }

  save(input: NewPrivateClass): Promise<PrivateClassRecord> {
    return this.http.call(savePrivateClass, { operation: 'savePrivateClass', retry: 'once', data: privateClassRecordSchema, body: input });
  }

  changeStatus(classId: number, status: ClassStatus): Promise<PrivateClassRecord> {
    return this.http.call(changePrivateClassStatus, {
      operation: 'changePrivateClassStatus',
      retry: 'once',
      data: privateClassRecordSchema,
      body: { ClassID: classId, Status: status },
    });
  }

  getByCode(classCode: string): Promise<PrivateClassRecord> {
    return this.http.call(getPrivateClassByCode, {
      operation: 'getPrivateClassByCode',
      retry: 'read',
      data: privateClassRecordSchema,
      query: { ClassCode: classCode },
    });
  }
}
