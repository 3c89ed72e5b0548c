import { instantClassSchema, type InstantClass } from '../../domain/backend-records';
import type { InstantClassApi } from '../../ports/instant-class-api';
import { getInstantClass, startInstantClass } from './generated/backend/sdk.gen';
import type { BackendTransport } from './http/backend-transport';

export class HttpInstantClassApi implements InstantClassApi {
  constructor(private readonly http: BackendTransport) {}

  start(title: string): Promise<InstantClass> {
    return this.http.call(startInstantClass, { operation: 'startInstantClass', retry: 'once', data: instantClassSchema, body: { Title: title } });
  }

  get(classCode: string): Promise<InstantClass> {
    return this.http.call(getInstantClass, { operation: 'getInstantClass', retry: 'read', data: instantClassSchema, query: { ClassCode: classCode } });
  }
}
