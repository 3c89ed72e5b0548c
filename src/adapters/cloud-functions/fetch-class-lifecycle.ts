import { inject, injectable } from 'inversify';
import { BackendError, type BackendErrorKind, type FieldError } from '../../domain/backend-error';
import { DEFAULT_LANG_ID, ENVIRONMENT_HEADER_VALUE, LOCAL_STORAGE_KEYS, RANDOM_ID_LENGTH, type ClassroomRoleId } from '../../domain/constants';
import { randomId } from '../../domain/random-id';
import type { ChannelToken, ClassEnded, ClassLifecycle } from '../../ports/class-lifecycle';
import { LOCAL_STORE, type KeyValueStore } from '../../ports/key-value-store';
import { RANDOM_SOURCE, type RandomSource } from '../../ports/random-source';

/** Same-origin path of the cloud functions (Vite proxies it to the mock offline). */
export const FUNCTIONS_BASE = '/functions';

const kindOf = (status: number): BackendErrorKind =>
  status === 400 ? 'validation' : status === 401 ? 'unauthorised' : status === 403 ? 'forbidden' : status === 404 ? 'not-found' : status === 409 ? 'conflict' : status === 429 ? 'rate-limited' : 'server';

/**
 * A small fetch-based adapter of the class lifecycle (openapi/cloud-functions.yaml), for the classroom until the
 * generated backend client's adapter is merged (the lead keeps one of the two).
 */
@injectable()
export class FetchClassLifecycle implements ClassLifecycle {
  constructor(
    @inject(LOCAL_STORE) private readonly local: KeyValueStore,
    @inject(RANDOM_SOURCE) private readonly random: RandomSource,
  ) {}

  async requestToken(request: { channel: string; uid: number; role: ClassroomRoleId }): Promise<ChannelToken> {
    const data = await this.post('/GenerateAgoraToken', { ChannelName: request.channel, Uid: request.uid, Role: request.role });
    const { Token, AppId, Region, ExpiresAt } = (data ?? {}) as Record<string, unknown>;
    if (typeof Token !== 'string' || typeof AppId !== 'string' || !/^[a-f0-9]{32}$/.test(AppId) || Region !== 'ap' || typeof ExpiresAt !== 'number') {
      throw new BackendError('malformed', 'The video token answer does not match the contract.');
    }
    return { token: Token, appId: AppId, region: 'ap', expiresAt: ExpiresAt * 1000 };
  }

  async endClass(channel: string): Promise<ClassEnded> {
    const data = await this.post('/AgoraClassEnd', { ChannelName: channel });
    const { ChannelName, Ended, EndedAt } = (data ?? {}) as Record<string, unknown>;
    if (typeof ChannelName !== 'string' || Ended !== true || typeof EndedAt !== 'string') {
      throw new BackendError('malformed', 'The class end answer does not match the contract.');
    }
    return { channel: ChannelName, endedAt: EndedAt };
  }

  private headers(): Record<string, string> {
    let deviceId = this.local.get(LOCAL_STORAGE_KEYS.DEVICE_ID);
    if (!deviceId || !/^[A-Za-z0-9]{16}$/.test(deviceId)) {
      deviceId = randomId(RANDOM_ID_LENGTH, this.random.bytes);
      this.local.set(LOCAL_STORAGE_KEYS.DEVICE_ID, deviceId);
    }
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      DeviceID: deviceId,
      LangID: this.local.get(LOCAL_STORAGE_KEYS.LANG_ID) ?? String(DEFAULT_LANG_ID),
      Environment: ENVIRONMENT_HEADER_VALUE,
    };
    const token = this.local.get(LOCAL_STORAGE_KEYS.TOKEN);
    if (token) headers.Authorization = token;
    return headers;
  }

  private async post(path: string, body: object): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${FUNCTIONS_BASE}${path}`, { method: 'POST', headers: this.headers(), body: JSON.stringify(body) });
    } catch {
      throw new BackendError('network', 'The class service cannot be reached.');
    }
    type Envelope = { Data?: unknown; Message?: unknown; Errors?: unknown };
    const json = (await response.json().catch(() => null)) as Envelope | null;
    if (response.ok) {
      if (!json || typeof json !== 'object') throw new BackendError('malformed', 'The class service sent no envelope.');
      return json.Data;
    }
    const message = typeof json?.Message === 'string' ? json.Message : `The class service answered ${response.status}.`;
    const fieldErrors: FieldError[] = Array.isArray(json?.Errors)
      ? (json.Errors as { Field?: unknown; Message?: unknown }[]).map((e) => ({ field: String(e.Field), message: String(e.Message) }))
      : [];
    throw new BackendError(kindOf(response.status), message, fieldErrors, response.status);
  }
}
