import type { EmailPreferences, SaveEmailPreferencesRequest } from '../../contract/records';
import { getEmailPreferences, saveEmailPreferences } from '../../contract/generated/backend/sdk.gen';
import type { EmailPreferencesApi } from '../../ports/email-preferences-api';
import type { BackendTransport } from './http/backend-transport';

export class HttpEmailPreferencesApi implements EmailPreferencesApi {
  constructor(private readonly http: BackendTransport) {}

  get(): Promise<EmailPreferences> {
    return this.http.call('read', (base) => getEmailPreferences(base));
  }

  save(choice: SaveEmailPreferencesRequest): Promise<EmailPreferences> {
    // Saving the same choice twice leaves the same settings: safe to retry.
    return this.http.call('idempotent', (base) => saveEmailPreferences({ ...base, body: choice }));
  }
}
