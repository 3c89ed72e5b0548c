// DateTime (src/ui/components/kit/date-time.tsx): every date on screen is a <time> whose dateTime a machine reads and
// whose words are the domain's, in the reader's zone; inside a sentence only the date is in the element.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DatedText, DateTime } from '../../src/ui/components/kit/date-time';

/** Monday 2 March 2026, 11:30 AM in Asia/Kolkata. */
const NOW = Date.parse('2026-03-02T06:00:00.000Z');
const ZONE = 'Asia/Kolkata';
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

function shown(element: React.ReactElement) {
  const { container } = render(element);
  const times = [...container.querySelectorAll('time')].map((time) => [time.getAttribute('datetime'), time.textContent]);
  return { text: container.textContent, times };
}

describe('DateTime', () => {
  it.each([
    ['class', at(270), '4:00 PM, Today'],
    ['class', at(3 * 24 * 60 - 60), 'Thu, 5 Mar 2026, 10:30 AM'],
    ['in-text', at(-90), 'today at 10:00 AM'],
    ['chat', at(-5), '11:25 AM'],
    ['time', at(30), '12:00 PM'],
  ] as const)('%s: %s reads “%s”, its ISO instant in dateTime', (variant, value, words) => {
    expect(shown(<DateTime value={value} variant={variant} now={NOW} timeZone={ZONE} />).times).toEqual([[value, words]]);
  });

  it('a date alone carries the calendar day of the reader’s zone, not the UTC one', () => {
    // 8 PM UTC on the 10th is 1:30 AM on the 11th in Kolkata.
    expect(shown(<DateTime value="2026-03-10T20:00:00.000Z" variant="date" now={NOW} timeZone={ZONE} />).times).toEqual([['2026-03-11', 'Wed, 11 Mar 2026']]);
  });

  it('a number or a Date is written as an ISO instant', () => {
    expect(shown(<DateTime value={NOW} variant="time" now={NOW} timeZone={ZONE} />).times).toEqual([['2026-03-02T06:00:00.000Z', '11:30 AM']]);
  });

  it('says Today and Yesterday in the screen’s words, by the calendar of the reader’s zone', () => {
    const words = { today: 'Today', yesterday: 'Yesterday' };
    expect(shown(<DateTime value={at(-60)} variant="day" words={words} now={NOW} timeZone={ZONE} />).times).toEqual([['2026-03-02', 'Today']]);
    expect(shown(<DateTime value={at(-24 * 60)} variant="day" words={words} now={NOW} timeZone={ZONE} />).times).toEqual([['2026-03-01', 'Yesterday']]);
    expect(shown(<DateTime value={at(-4 * 24 * 60)} variant="day" words={words} now={NOW} timeZone={ZONE} />).times).toEqual([['2026-02-26', 'Thu, 26 Feb 2026']]);
    expect(shown(<DateTime value={at(-5)} variant="recent" words={words} now={NOW} timeZone={ZONE} />).times).toEqual([[at(-5), '11:25 AM']]);
  });

  it('writes a span with one AM/PM', () => {
    expect(shown(<DateTime value={at(-60)} end={at(0)} variant="range" now={NOW} timeZone={ZONE} />).times).toEqual([[at(-60), '10:30 – 11:30 AM']]);
  });

  it('in a sentence, only the date is in the element and the words are the text module’s', () => {
    const { text, times } = shown(<DateTime value={at(300)} now={NOW} timeZone={ZONE} within={(when) => `Opens at ${when}.`} />);
    expect(text).toBe('Opens at 4:30 PM, Today.');
    expect(times).toEqual([[at(300), '4:30 PM, Today']]);
  });

  it('whole: the sentence inside the element, as one run of text', () => {
    const { container } = render(<DateTime value={at(300)} now={NOW} timeZone={ZONE} within={(when) => `Next class: ${when}`} whole />);
    const time = container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe(at(300));
    expect(time.childNodes).toHaveLength(1);
    expect(time.textContent).toBe('Next class: 4:30 PM, Today');
  });

  it('a sentence with two dates puts each in its own element, in order, even when they read the same', () => {
    const { text, times } = shown(<DatedText dates={[{ value: at(24 * 60) }, { value: at(24 * 60) }]} now={NOW} timeZone={ZONE} text={(a, b) => `Moved to ${a} (until ${b}).`} />);
    expect(text).toBe('Moved to Tue, 3 Mar 2026, 11:30 AM (until Tue, 3 Mar 2026, 11:30 AM).');
    expect(times).toEqual([
      [at(24 * 60), 'Tue, 3 Mar 2026, 11:30 AM'],
      [at(24 * 60), 'Tue, 3 Mar 2026, 11:30 AM'],
    ]);
  });

  it('a sentence that leaves the date out shows no <time>', () => {
    const { text, times } = shown(<DateTime value={at(60)} now={NOW} timeZone={ZONE} within={() => 'You will be refunded ₹525 in full.'} />);
    expect(text).toBe('You will be refunded ₹525 in full.');
    expect(times).toEqual([]);
  });
});
