import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Focus for a card's open-then-confirm controls (Cancel, Propose a new time): `focusTo('open')` puts it back on the
 * button that opened the form (kept), `focusTo('result')` on the outcome line (done: focus reads it out, so no live
 * region is needed), `focusTo(null)` leaves it where the form's own autofocus put it. A count goes with each call, so a
 * second outcome moves focus again.
 */
export function useFocusAfter() {
  const openButton = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const [after, setAfter] = useState<{ to: 'open' | 'result' | null; n: number }>({ to: null, n: 0 });
  useLayoutEffect(() => {
    if (after.to === 'open') openButton.current?.focus();
    if (after.to === 'result') result.current?.focus();
  }, [after]);
  const focusTo = (to: 'open' | 'result' | null) => setAfter((previous) => ({ to, n: previous.n + 1 }));
  return { openButton, result, focusTo };
}
