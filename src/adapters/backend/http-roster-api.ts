import { pageSchema, rosterEntrySchema, type Page, type PageQuery, type RosterEntry } from '../../domain/backend-records';
import type { RosterApi } from '../../ports/roster-api';
import { getClassRoster } from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';

export class HttpRosterApi implements RosterApi {
  constructor(private readonly http: BackendTransport) {}

  getRoster(classCode: string, query: PageQuery = {}): Promise<Page<RosterEntry>> {
    return this.http.call(getClassRoster, {
      operation: 'getClassRoster',
      retry: 'read',
      data: pageSchema(rosterEntrySchema),
      query: { ClassCode: classCode, Page: query.page, PageSize: query.pageSize },
    });
  }
}
