import type { Page, PageQuery, RosterEntry } from '../../contract/records';
import { getClassRoster } from '../../contract/generated/backend/sdk.gen';
import type { RosterApi } from '../../ports/roster-api';
import { paging, type BackendTransport } from './http/backend-transport';

export class HttpRosterApi implements RosterApi {
  constructor(private readonly http: BackendTransport) {}

  getRoster(classCode: string, query: PageQuery = {}): Promise<Page<RosterEntry>> {
    return this.http.call('read', (base) => getClassRoster({ ...base, query: { ClassCode: classCode, ...paging(query) } }));
  }
}
