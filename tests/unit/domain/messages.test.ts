import { describe, expect, it } from 'vitest';
import { messageProblem, nextPollDelay, RATE_WINDOW_MS, threadIdOf, tooFastMessage, waitBeforeSending } from '../../../src/domain/messages';

describe('messages: what is sent, how fast, how often to look', () => {
  it('plain text, 1 to 2,000 characters, not only spaces', () => {
    expect(messageProblem('  ')).toBe('Write a message first.');
    expect(messageProblem('Hello <b>there</b>')).toBeNull();
    expect(messageProblem('x'.repeat(2000))).toBeNull();
    expect(messageProblem('x'.repeat(2001))).toBe('Keep a message to 2,000 characters or fewer.');
    expect(messageProblem('ring\u0007')).toBe('The message contains characters that are not text; type it again.');
  });
  it('ten in a minute, then a wait until the oldest of them leaves the minute', () => {
    const now = 1_000_000;
    const nine = Array.from({ length: 9 }, (_, i) => now - 50_000 + i * 1000);
    expect(waitBeforeSending(nine, now)).toBeNull();
    expect(waitBeforeSending([...nine, now - 1000], now)).toBe(10);
    expect(waitBeforeSending([...nine, now - 70_000], now)).toBeNull();
    expect(tooFastMessage(1)).toBe('You are sending messages too fast: wait 1 second and send again.');
  });
  it('a message sent exactly a minute ago has left the minute; one a millisecond younger still counts', () => {
    const now = 1_000_000;
    const nine = Array.from({ length: 9 }, (_, i) => now - 30_000 + i * 1000);
    expect(waitBeforeSending([now - RATE_WINDOW_MS, ...nine], now)).toBeNull();
    expect(waitBeforeSending([now - RATE_WINDOW_MS + 1, ...nine], now)).toBe(1);
  });
  it('says the wait in whole seconds, rounded up, so sending again after it is never too early', () => {
    const now = 1_000_000;
    const nine = Array.from({ length: 9 }, (_, i) => now - 30_000 + i * 1000);
    // The oldest leaves the minute in 9.4 s and in 9.6 s: both are a wait of 10 seconds.
    expect(waitBeforeSending([now - 50_600, ...nine], now)).toBe(10);
    expect(waitBeforeSending([now - 50_400, ...nine], now)).toBe(10);
  });
  it('polls every 3 seconds while messages come, doubling to 30 while none does', () => {
    expect(nextPollDelay(3000, false)).toBe(6000);
    expect(nextPollDelay(24000, false)).toBe(30000);
    expect(nextPollDelay(30000, true)).toBe(3000);
    // Never faster than every 3 seconds, whatever delay it is given.
    expect(nextPollDelay(1000, false)).toBe(3000);
    expect(nextPollDelay(0, false)).toBe(3000);
    expect(threadIdOf('t', 's')).toBe('t~s');
  });
});
