import { describe, expect, it } from 'vitest';
import { agoraErrorMessage, agoraJoinFailure, agoraMediaFailure } from '../../src/adapters/agora/agora-errors';

const sdkError = (code: string, message = '') => Object.assign(new Error(message), { code });

describe('Agora SDK errors', () => {
  it('map to clear messages, with a fallback for unknown codes', () => {
    expect(agoraErrorMessage(sdkError('PERMISSION_DENIED'))).toBe('The browser did not allow the camera or microphone.');
    expect(agoraErrorMessage(sdkError('UID_CONFLICT'))).toBe('You are already in this class in another window.');
    expect(agoraErrorMessage(sdkError('SOMETHING_NEW'))).toBe('The video service failed unexpectedly.');
    expect(agoraErrorMessage('not an error')).toBe('The video service failed unexpectedly.');
  });
  it('map to the port media failures', () => {
    expect(agoraMediaFailure(sdkError('PERMISSION_DENIED'))).toBe('permission-denied');
    expect(agoraMediaFailure(sdkError('DEVICE_NOT_FOUND'))).toBe('no-device');
    expect(agoraMediaFailure(sdkError('NOT_READABLE'))).toBe('device-in-use');
    expect(agoraMediaFailure(sdkError('WEB_SECURITY_RESTRICT'))).toBe('unsupported');
    expect(agoraMediaFailure(sdkError('TIMEOUT'))).toBe('unknown');
  });
  it('map to the port join failures', () => {
    expect(agoraJoinFailure(sdkError('CAN_NOT_GET_GATEWAY_SERVER', 'flag: 4096, message: AgoraRTCError CAN_NOT_GET_GATEWAY_SERVER: dynamic key expired'))).toBe('token-rejected');
    expect(agoraJoinFailure(sdkError('CAN_NOT_GET_GATEWAY_SERVER', 'no route'))).toBe('network');
    expect(agoraJoinFailure(sdkError('TOKEN_EXPIRE'))).toBe('token-rejected');
    expect(agoraJoinFailure(sdkError('UID_CONFLICT'))).toBe('already-joined');
    expect(agoraJoinFailure(sdkError('NETWORK_TIMEOUT'))).toBe('network');
    expect(agoraJoinFailure(sdkError('UNEXPECTED_ERROR'))).toBe('unknown');
  });
});
