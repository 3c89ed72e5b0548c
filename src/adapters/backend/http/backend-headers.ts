import { DEFAULT_LANG_ID, ENVIRONMENT_HEADER_VALUE, LOCAL_STORAGE_KEYS, RANDOM_ID_LENGTH } from '../../../domain/constants';
import type { GetTutorCoursesData } from '../../../contract/generated/backend/types.gen';
import { isDeviceId, randomId } from '../../../domain/random-id';
import type { KeyValueStore } from '../../../ports/key-value-store';
import type { RandomSource } from '../../../ports/random-source';

/** The four headers as the contract types them (every operation declares them). */
export type ContractHeaders = GetTutorCoursesData['headers'];

/**
 * The four request headers of spec §7, read from local storage on every request (so a refreshed token or a changed
 * language applies at once): Authorization = the stored TOKEN as-is (left out when signed out; operations that need
 * it answer 401), DeviceID = platformKeyUser (created once), LangID = langId (default 1), Environment = 'Dev'.
 */
export class BackendHeaders {
  constructor(
    private readonly local: KeyValueStore,
    private readonly random: RandomSource,
  ) {}

  current(): ContractHeaders {
    const headers = { DeviceID: this.deviceId(), LangID: this.langId(), Environment: ENVIRONMENT_HEADER_VALUE };
    const token = this.local.get(LOCAL_STORAGE_KEYS.TOKEN);
    // Signed out, Authorization is left out (not sent empty): operations that need it answer 401.
    return (token ? { ...headers, Authorization: token } : headers) as ContractHeaders;
  }

  private deviceId(): string {
    const stored = this.local.get(LOCAL_STORAGE_KEYS.DEVICE_ID);
    if (isDeviceId(stored)) return stored;
    // Missing or not the contract's shape (16 letters/digits): a fresh one, kept for every later request.
    const created = randomId(RANDOM_ID_LENGTH, this.random.bytes);
    this.local.set(LOCAL_STORAGE_KEYS.DEVICE_ID, created);
    return created;
  }

  private langId(): number {
    const stored = Number(this.local.get(LOCAL_STORAGE_KEYS.LANG_ID));
    return Number.isInteger(stored) && stored >= 1 && stored <= 99 ? stored : DEFAULT_LANG_ID;
  }
}
