import type { ReactNode, RefObject } from 'react';

/**
 * The outcome of a card's open-then-confirm control (Cancel, Propose a new time, Rate, Answer), in words. Not a live
 * region (one per card would be dozens on a page): useFocusAfter's focusTo('result') moves focus here, which reads it.
 */
export function OutcomeLine({ message, lineRef }: { message: ReactNode; lineRef: RefObject<HTMLParagraphElement | null> }) {
  if (!message) return null;
  return (
    <p ref={lineRef} tabIndex={-1} className="cancel-outcome">
      {message}
    </p>
  );
}
