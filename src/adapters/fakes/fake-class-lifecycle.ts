import { BackendError } from '../../domain/backend-error';
import type { ClassroomRoleId } from '../../domain/constants';
import type { ChannelToken, ClassEnded, ClassLifecycle } from '../../ports/class-lifecycle';

/** Issues tokens and ends classes in memory; tests can make either fail. */
export class FakeClassLifecycle implements ClassLifecycle {
  readonly tokenRequests: { channel: string; uid: number; role: ClassroomRoleId }[] = [];
  readonly ended = new Map<string, string>();
  tokenFailure: BackendError | null = null;
  endFailure: BackendError | null = null;
  expiresAt = Date.UTC(2030, 0, 1);

  async requestToken(request: { channel: string; uid: number; role: ClassroomRoleId }): Promise<ChannelToken> {
    this.tokenRequests.push(request);
    if (this.tokenFailure) throw this.tokenFailure;
    if (this.ended.has(request.channel)) throw new BackendError('forbidden', 'This class has ended.', [], 403);
    return { token: `token-${request.channel}-${request.uid}-${this.tokenRequests.length}`, appId: '0123456789abcdef0123456789abcdef', region: 'ap', expiresAt: this.expiresAt };
  }

  async endClass(channel: string): Promise<ClassEnded> {
    if (this.endFailure) throw this.endFailure;
    const endedAt = this.ended.get(channel) ?? '2026-02-20T10:05:00.000Z';
    this.ended.set(channel, endedAt);
    return { channel, endedAt };
  }
}
