import { BackendError } from '../../domain/backend-error';
import type { ClassroomRoleId } from '../../domain/constants';
import type { ChannelToken, ClassEnded, ClassLifecycle } from '../../ports/class-lifecycle';
import { FakeBackendDb, invalid, notFound, requireClassCode } from './fake-backend-db';

const TOKEN_LIFETIME_MS = 3_600_000;

/** Issues tokens and ends classes over the shared fake backend; tests can make either fail. */
export class FakeClassLifecycle implements ClassLifecycle {
  readonly ended = new Map<string, ClassEnded>();
  readonly tokenRequests: Array<{ channel: string; uid: number; role: ClassroomRoleId }> = [];
  tokenFailure: BackendError | null = null;
  endFailure: BackendError | null = null;

  constructor(readonly db: FakeBackendDb = new FakeBackendDb()) {}

  async requestToken(request: { channel: string; uid: number; role: ClassroomRoleId }): Promise<ChannelToken> {
    this.tokenRequests.push(request);
    if (this.tokenFailure) throw this.tokenFailure;
    this.db.enter({ auth: 'optional' });
    requireClassCode(request.channel, 'ChannelName');
    if (!Number.isInteger(request.uid) || request.uid < 1 || request.uid > 4_294_967_295) throw invalid('Uid', 'Uid must be 1 to 4294967295.');
    if (!this.exists(request.channel)) throw notFound('Class');
    if (this.ended.has(request.channel)) throw new BackendError('forbidden', 'This class has ended', [], 403);
    return {
      token: `fake-token-${request.channel}-${request.uid}-${this.tokenRequests.length}`,
      appId: '0123456789abcdef0123456789abcdef',
      region: 'ap',
      expiresAt: this.db.now() + TOKEN_LIFETIME_MS,
    };
  }

  async endClass(channel: string): Promise<ClassEnded> {
    if (this.endFailure) throw this.endFailure;
    this.db.enter({ auth: 'optional' });
    requireClassCode(channel, 'ChannelName');
    if (!this.exists(channel)) throw notFound('Class');
    const previous = this.ended.get(channel);
    if (previous) return previous;
    const ended = { channel, endedAt: this.db.nowIso() };
    this.ended.set(channel, ended);
    const instant = this.db.instantClasses.findIndex((candidate) => candidate.ClassCode === channel);
    if (instant >= 0) this.db.instantClasses[instant] = { ...this.db.instantClasses[instant]!, Status: 'Ended', EndedAt: ended.endedAt };
    return ended;
  }

  private exists(code: string): boolean {
    return this.db.findClass(code) !== null || this.db.instantClasses.some((candidate) => candidate.ClassCode === code);
  }
}
