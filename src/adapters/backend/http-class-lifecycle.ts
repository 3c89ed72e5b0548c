import { agoraClassEnd, generateAgoraToken } from '../../contract/generated/cloud-functions/sdk.gen';
import type { ClassroomRoleId } from '../../domain/constants';
import type { ChannelToken, ClassEnded, ClassLifecycle } from '../../ports/class-lifecycle';
import type { BackendTransport } from './http/backend-transport';

/** The cloud-functions backend (/GenerateAgoraToken, /AgoraClassEnd) behind CLASS_LIFECYCLE. */
export class HttpClassLifecycle implements ClassLifecycle {
  constructor(private readonly http: BackendTransport) {}

  async requestToken(request: { channel: string; role: ClassroomRoleId }): Promise<ChannelToken> {
    // Asking for a token has no lasting effect, so it is retried like a read.
    const token = await this.http.call('read', (base) => generateAgoraToken({ ...base, body: { ChannelName: request.channel, Role: request.role } }));
    // The contract gives Unix seconds; the port speaks milliseconds.
    return {
      token: token.Token,
      appId: token.AppId,
      region: token.Region,
      expiresAt: token.ExpiresAt * 1000,
      uid: token.Uid,
      ...(token.ClassName ? { className: token.ClassName } : {}),
      ...(token.EndsAt !== undefined ? { endsAt: token.EndsAt * 1000 } : {}),
    };
  }

  async endClass(channel: string): Promise<ClassEnded> {
    // Idempotent by contract (a repeat returns the first end), so retried.
    const ended = await this.http.call('idempotent', (base) => agoraClassEnd({ ...base, body: { ChannelName: channel } }));
    return { channel: ended.ChannelName, endedAt: ended.EndedAt };
  }
}
