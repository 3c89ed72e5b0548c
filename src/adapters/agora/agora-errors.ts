import type { JoinFailure, MediaFailure } from '../../ports/video-call';

/** Clear messages for the Agora SDK's error codes (logged, and passed on as the `detail` of a failed join). */
const MESSAGES: Record<string, string> = {
  PERMISSION_DENIED: 'The browser did not allow the camera or microphone.',
  DEVICE_NOT_FOUND: 'No camera or microphone was found.',
  NOT_READABLE: 'The camera or microphone is in use by another application.',
  CONSTRAINT_NOT_SATISFIED: 'The chosen camera or microphone is no longer available.',
  NOT_SUPPORTED: 'This browser does not support video calls.',
  WEB_SECURITY_RESTRICT: 'Video calls need a secure (https) page.',
  NETWORK_ERROR: 'The video service cannot be reached. Check your connection.',
  NETWORK_TIMEOUT: 'The video service did not answer in time. Check your connection.',
  CAN_NOT_GET_GATEWAY_SERVER: 'The video service refused the class token or cannot be reached.',
  UID_CONFLICT: 'You are already in this class in another window.',
  TOKEN_EXPIRE: 'The class token expired. Join again.',
  INVALID_PARAMS: 'The class details are not valid.',
  OPERATION_ABORTED: 'Joining was cancelled.',
  WS_ABORT: 'Joining was cancelled.',
};

export function agoraErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) return String((error as { code: unknown }).code);
  return 'UNEXPECTED_ERROR';
}

export function agoraErrorMessage(error: unknown): string {
  return MESSAGES[agoraErrorCode(error)] ?? 'The video service failed unexpectedly.';
}

export function agoraMediaFailure(error: unknown): MediaFailure {
  switch (agoraErrorCode(error)) {
    case 'PERMISSION_DENIED':
      return 'permission-denied';
    case 'DEVICE_NOT_FOUND':
    case 'CONSTRAINT_NOT_SATISFIED':
      return 'no-device';
    case 'NOT_READABLE':
      return 'device-in-use';
    case 'NOT_SUPPORTED':
    case 'WEB_SECURITY_RESTRICT':
      return 'unsupported';
    default:
      return 'unknown';
  }
}

export function agoraJoinFailure(error: unknown): JoinFailure {
  const code = agoraErrorCode(error);
  if (code === 'CAN_NOT_GET_GATEWAY_SERVER' && /dynamic key|token/i.test(String((error as Error)?.message ?? ''))) return 'token-rejected';
  if (code === 'TOKEN_EXPIRE' || code === 'INVALID_PARAMS') return 'token-rejected';
  if (code === 'UID_CONFLICT') return 'already-joined';
  if (/NETWORK|GATEWAY|WS_|TIMEOUT/.test(code)) return 'network';
  return 'unknown';
}
