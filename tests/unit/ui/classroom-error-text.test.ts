import { describe, expect, it } from 'vitest';
import { classroomErrorText, classroomText } from '../../../src/ui/features/classroom/classroom-text';

describe('classroomErrorText', () => {
  it('words the pass’s refusal by its code, an unexpected code as a failure, and the video call’s own reasons', () => {
    expect(classroomErrorText({ kind: 'pass', reason: 'signed-out' })).toBe('Sign in again to join this class.');
    expect(classroomErrorText({ kind: 'pass', reason: 'offline' })).toBe('The class service cannot be reached. Check your connection and try again.');
    expect(classroomErrorText({ kind: 'pass', reason: 'not-found' })).toBe('There is no class with this code.');
    expect(classroomErrorText({ kind: 'pass', reason: 'overlap' })).toBe(classroomText.tokenFailures.failed);
    expect(classroomErrorText({ kind: 'join', reason: 'class-ended' })).toBe('This class has already ended.');
  });
});
