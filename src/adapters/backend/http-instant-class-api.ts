import type { InstantClass } from '../../contract/records';
import { getInstantClass, getTutorInstantClasses, startInstantClass } from '../../contract/generated/backend/sdk.gen';
import type { InstantClassApi } from '../../ports/instant-class-api';
import type { BackendTransport } from './http/backend-transport';

export class HttpInstantClassApi implements InstantClassApi {
  constructor(private readonly http: BackendTransport) {}

  start(title: string): Promise<InstantClass> {
    return this.http.call('once', (base) => startInstantClass({ ...base, body: { Title: title } }));
  }

  get(classCode: string): Promise<InstantClass> {
    return this.http.call('read', (base) => getInstantClass({ ...base, query: { ClassCode: classCode } }));
  }

  mine(): Promise<InstantClass[]> {
    return this.http.call('read', (base) => getTutorInstantClasses({ ...base }));
  }
}
