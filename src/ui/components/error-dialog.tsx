import type { ReactNode } from 'react';
import { Button, ButtonLink } from './kit/button';
import { Dialog } from './kit/dialog';
import { text } from './text';

export interface ErrorDialogProps {
  message: string;
  onClose: () => void;
  /** When given, the dialog also offers Cancel (closes) and Signup (goes to this link). */
  signupLink?: string;
  /** More under the message (what happened, what to do next). */
  children?: ReactNode;
  /** The way forward, in the footer (Try again); the one marked `data-autofocus` gets the focus. */
  actions?: ReactNode;
}

/**
 * Spec §2 error dialog: a modal alert with a close control and the caller's message, on the kit's Dialog. Focus moves
 * into it, Tab stays inside, Escape closes, and focus returns to where it was.
 */
export function ErrorDialog({ message, onClose, signupLink, children, actions }: ErrorDialogProps) {
  const footer =
    signupLink !== undefined ? (
      <>
        <Button variant="secondary" onClick={onClose}>
          {text.cancel}
        </Button>
        <ButtonLink variant="primary" to={signupLink}>
          {text.signup}
        </ButtonLink>
      </>
    ) : (
      actions
    );
  return (
    <Dialog role="alertdialog" size="sm" title={message} closeLabel={text.close} onClose={onClose} footer={footer}>
      {children}
    </Dialog>
  );
}
