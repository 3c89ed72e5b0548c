import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { text } from './text';

export interface ErrorDialogProps {
  message: string;
  onClose: () => void;
  /** When given, the dialog also offers Cancel (closes) and Signup (goes to this link). */
  signupLink?: string;
  /** More under the message (what happened, what to do next); an element in it marked `data-autofocus` gets the focus. */
  children?: ReactNode;
}

/**
 * Spec §2 error dialog: a modal with a close control and the caller's message.
 * Focus moves into it, Tab stays inside, Escape closes, and focus returns to where it was.
 */
export function ErrorDialog({ message, onClose, signupLink, children }: ErrorDialogProps) {
  const dialog = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const detailsId = useId();

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.current?.querySelector<HTMLElement>('button, a[href]'))?.focus();
    // A modal: the page behind does not scroll, so the backdrop covers all of it, down to the bottom.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>('button, a[href]')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="dialog-backdrop">
      <div
        ref={dialog}
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-describedby={children === undefined ? messageId : `${messageId} ${detailsId}`}
        aria-label={message}
        onKeyDown={onKeyDown}
      >
        <button type="button" className="dialog-close" aria-label={text.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
        <p id={messageId} className="dialog-message">
          {message}
        </p>
        {children !== undefined && <div id={detailsId}>{children}</div>}
        {signupLink !== undefined && (
          <div className="dialog-actions">
            <button type="button" className="button secondary" onClick={onClose}>
              {text.cancel}
            </button>
            <Link className="button primary" to={signupLink}>
              {text.signup}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
