import { X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { IconButton } from './button';
import { classNames } from './class-names';
import './dialog.css';

export type DialogSize = 'sm' | 'md';

export interface DialogProps {
  /** Its name, as the heading at its top. */
  title: string;
  /** Closes it: the close button, Escape, a click on the backdrop (not for an alert). The caller stops rendering it. */
  onClose: () => void;
  /** The close button's name ('Close'), from the caller's text module. */
  closeLabel: string;
  /** A line under the title that says what the dialog is about (its accessible description). */
  description?: ReactNode;
  children?: ReactNode;
  /** The actions, in a footer: the secondary first, the primary last (right on a desktop, full width stacked on a phone). */
  footer?: ReactNode;
  size?: DialogSize;
  /**
   * `alertdialog`: it interrupts to say something went wrong (Transaction Failed!): its whole message (title, description
   * and body) is its description, read at once, and a click on the backdrop does not close it.
   */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

const FOCUSABLE = 'button:not(:disabled), a[href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> element: showModal() puts it in the top layer over an ::backdrop and makes the
 * page behind it inert. No injected <style> element and no style attribute, so it holds under the offline CSP (Radix's
 * Dialog locks scrolling with react-remove-scroll, which injects one; docs/dependencies.md). Focus moves in (to the
 * element marked `data-autofocus`, else the first control, which is the close button), Tab cycles inside, Escape
 * closes, and focus returns to where it was.
 */
export function Dialog({ title, onClose, closeLabel, description, children, footer, size = 'md', role = 'dialog', className }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const bodyId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    (element.querySelector<HTMLElement>('[data-autofocus]') ?? element.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    return () => {
      if (element.open) element.close();
      previous?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Ours to close (the caller owns whether it is shown), not the browser's.
      event.preventDefault();
      event.stopPropagation();
      close.current();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    // The page behind is inert, but Tab from the last control would leave for the browser's own controls: it cycles.
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
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

  // The panel fills the element, so a press on the element itself is on the backdrop. Both the press and the release
  // there: a text selection dragged out of the panel ends on the element too, and closes nothing.
  const pressedOnBackdrop = useRef(false);
  function onBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (role === 'dialog' && pressedOnBackdrop.current && event.target === event.currentTarget) close.current();
    pressedOnBackdrop.current = false;
  }

  const describedBy =
    role === 'alertdialog'
      ? [titleId, description !== undefined && descriptionId, children !== undefined && bodyId].filter(Boolean).join(' ')
      : description !== undefined
        ? descriptionId
        : undefined;
  return (
    // The element is a dialog already; role says alertdialog when it is one.
    <dialog
      ref={dialog}
      className={classNames('kit-dialog', size, className)}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy || undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close.current();
      }}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={onBackdrop}
    >
      <div className="kit-dialog-panel">
        <header className="kit-dialog-header">
          <h2 id={titleId} className="kit-dialog-title">
            {title}
          </h2>
          <IconButton label={closeLabel} icon={<X />} size="sm" className="kit-dialog-close" onClick={() => close.current()} />
        </header>
        {description !== undefined && (
          <div id={descriptionId} className="kit-dialog-description">
            {description}
          </div>
        )}
        {children !== undefined && (
          <div id={bodyId} className="kit-dialog-body">
            {children}
          </div>
        )}
        {footer !== undefined && <footer className="kit-dialog-footer">{footer}</footer>}
      </div>
    </dialog>
  );
}
