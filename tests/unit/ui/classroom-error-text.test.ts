import { describe, expect, it } from 'vitest';
import { classroomWords, classroomText } from '../../../src/ui/features/classroom/classroom-text';

describe('classroomWords', () => {
  it('words the pass’s refusal by its code, an unexpected code as a failure, and the video call’s own reasons', () => {
    expect(classroomWords({ kind: 'pass', code: 'signed-out' })).toBe('Sign in again to join this class.');
    expect(classroomWords({ kind: 'pass', code: 'offline' })).toBe('The class service cannot be reached. Check your connection and try again.');
    expect(classroomWords({ kind: 'pass', code: 'not-found' })).toBe('There is no class with this code.');
    expect(classroomWords({ kind: 'pass', code: 'overlap' })).toBe(classroomText.tokenFailures.failed);
    expect(classroomWords({ kind: 'join', code: 'class-ended' })).toBe('This class has already ended.');
  });

  it('words a device failure with its device on the pre-join check only, and a chat message not sent by its code or the rule’s sentence', () => {
    expect(classroomWords({ kind: 'preview', code: 'no-device', device: 'camera' })).toBe(`Camera: ${classroomText.mediaProblems['no-device']}`);
    expect(classroomWords({ kind: 'preview', code: 'no-device', device: 'both' })).toBe(classroomText.mediaProblems['no-device']);
    expect(classroomWords({ kind: 'media', code: 'no-device' })).toBe(classroomText.mediaProblems['no-device']);
    expect(classroomWords({ kind: 'chat', code: 'not-connected' })).toBe(classroomText.chat.notConnected);
    expect(classroomWords({ kind: 'chat', code: 'too-fast', problem: 'Wait 26 seconds.' })).toBe('Wait 26 seconds.');
  });

  it('words the server’s refusal to let a user in by its code, the host entry of someone else’s instant class apart, and a refused display name', () => {
    expect(classroomWords({ kind: 'refused', code: 'not-paid', hostOnly: false })).toBe(classroomText.refusals['not-paid']);
    expect(classroomWords({ kind: 'refused', code: 'a-code-not-known-yet', hostOnly: false })).toBe('You cannot join this class.');
    expect(classroomWords({ kind: 'refused', code: 'not-host', hostOnly: true })).toBe(classroomText.instantHostOnly);
    expect(classroomWords({ kind: 'display-name', code: 'too-long' })).toBe('Use at most 40 characters.');
  });
});
