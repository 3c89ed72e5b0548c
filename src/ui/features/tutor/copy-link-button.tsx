import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../components/kit/button';
import { useToast } from '../../components/kit/toast';
import { tutorText } from './tutor-text';

/**
 * Copies a link to the clipboard. It worked: 'Link copied.' as a toast (nothing to read in place). It failed: `note`
 * says what to do, for a line of its own by the button.
 */
export function useCopyLink(): { copy: (link: string) => Promise<void>; note: string } {
  const [note, setNote] = useState('');
  const toast = useToast();
  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setNote('');
      toast.show(tutorText.copied);
    } catch {
      setNote(tutorText.copyFailed);
    }
  }
  return { copy, note };
}

/** A failed copy's line under the card's actions (a polite live region, present before it speaks). */
export function CopyNote({ note }: { note: string }) {
  return (
    <p aria-live="polite" className="copy-note">
      {note}
    </p>
  );
}

/** A button that copies a link; a failure is said on the line below it. */
export function CopyLinkButton({ link, label, name, variant = 'secondary' }: { link: string; label: string; /** Its accessible name, when the label alone does not say which link (a list). */ name?: string; variant?: ButtonVariant }) {
  const { copy, note } = useCopyLink();
  return (
    <div className="copy-link">
      <Button variant={variant} icon={<Copy />} aria-label={name} onClick={() => void copy(link)}>
        {label}
      </Button>
      <CopyNote note={note} />
    </div>
  );
}
