import type { ClassroomRoleId } from '../domain/constants';
import { token } from './token';

/** A token to join a class's video channel (cloud function /GenerateAgoraToken). */
export interface ChannelToken {
  token: string;
  appId: string;
  /** Region of the video service; 'ap' per spec §9. */
  region: 'ap';
  /** Unix epoch milliseconds; renew before then. */
  expiresAt: number;
  /** The video uid the token is for, chosen by the server from the caller: join with exactly this one. */
  uid: number;
  /** The class's name, to head the classroom with (a course session's reads "Course: Session"). */
  className?: string;
  /** When the class is due to end, Unix epoch milliseconds (absent: an instant class, which has no set end). */
  endsAt?: number;
}

export interface ClassEnded {
  channel: string;
  endedAt: string;
}

/**
 * The class lifecycle through the cloud-functions contract. Failures reject with BackendError; a refused join or end
 * carries `refusal.code` (CLASSROOM_REFUSALS).
 */
export interface ClassLifecycle {
  requestToken(request: { channel: string; role: ClassroomRoleId }): Promise<ChannelToken>;
  /** Ends the class for everyone (idempotent: a repeat returns the first end). */
  endClass(channel: string): Promise<ClassEnded>;
}

export const CLASS_LIFECYCLE = token<ClassLifecycle>('ClassLifecycle');
