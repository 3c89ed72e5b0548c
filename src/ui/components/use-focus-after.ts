import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Focus for a card's open-then-confirm controls (Cancel, Propose a new time): `focusTo('open')` puts it back on the
 * button that opened the form (kept), `focusTo('result')` on the outcome line (done: focus reads it out, so no live
 * region is needed), `focusTo('question')` on the confirmation's question (a form with no field of its own),
 * `focusTo(null)` leaves it where the form's own autofocus put it. A count goes with each call, so a second outcome
 * moves focus again.
 */
type Target = 'open' | 'result' | 'question' | null;

export function useFocusAfter() {
  const openButton = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const [after, setAfter] = useState<{ to: Target; n: number }>({ to: null, n: 0 });
  useLayoutEffect(() => {
    if (after.to === 'open') openButton.current?.focus();
    if (after.to === 'result') result.current?.focus();
    if (after.to === 'question') question.current?.focus();
  }, [after]);
  const focusTo = (to: Target) => setAfter((previous) => ({ to, n: previous.n + 1 }));
  return { openButton, result, question, focusTo };
}
