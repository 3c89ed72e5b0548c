import { inject, injectable } from 'inversify';
import type { EmailPreferences, SaveEmailPreferencesRequest } from '../contract/records';
import { EMAIL_PREFERENCES_API, type EmailPreferencesApi } from '../ports/email-preferences-api';
import { attempt, type Outcome } from './outcome';

/**
 * Which emails the signed-in user gets (issue 41): booking confirmations and reminders may be switched off;
 * cancellations and refunds are always sent (the backend's rule, src/domain/email.ts).
 */
@injectable()
export class EmailSettings {
  constructor(@inject(EMAIL_PREFERENCES_API) private readonly api: EmailPreferencesApi) {}

  current(): Promise<EmailPreferences> {
    return this.api.get();
  }

  save(choice: SaveEmailPreferencesRequest): Promise<Outcome<EmailPreferences>> {
    return attempt(() => this.api.save({ BookingConfirmations: choice.BookingConfirmations, Reminders: choice.Reminders }));
  }
}
