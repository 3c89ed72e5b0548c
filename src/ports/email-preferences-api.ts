import type { EmailPreferences, SaveEmailPreferencesRequest } from '../contract/records';
import { token } from './token';

/**
 * The signed-in user's email settings (/GetEmailPreferences, /SaveEmailPreferences): which mails the backend sends them.
 * Added beyond the spec (issue 41).
 */
export interface EmailPreferencesApi {
  get(): Promise<EmailPreferences>;
  save(choice: SaveEmailPreferencesRequest): Promise<EmailPreferences>;
}

export const EMAIL_PREFERENCES_API = token<EmailPreferencesApi>('EmailPreferencesApi');
