import type { MatcherFunction } from '@testing-library/react';

/**
 * A text matcher for a sentence with a date in it: the date is its own <time dateTime> inside the sentence's element
 * (src/ui/components/kit/date-time.tsx), so the words are matched on the element's whole text, and the element must
 * hold that <time> with a machine-readable value. Matches the innermost element only.
 */
export function dated(expected: string | RegExp): MatcherFunction {
  // Whitespace collapsed and trimmed, as Testing Library's own text matching does.
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const says = (element: Element) => (typeof expected === 'string' ? text(element) === expected : expected.test(text(element)));
  return (_content, element) => element !== null && says(element) && ![...element.children].some(says) && (element.matches('time[datetime]') || element.querySelector('time[datetime]') !== null);
}
