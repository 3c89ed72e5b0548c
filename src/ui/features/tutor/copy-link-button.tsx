import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonVariant } from '../../components/kit/button';
import { tutorText } from './tutor-text';

/** Copies a link to the clipboard; `note` says whether it worked ('Link copied.'), for a status line of its own. */
export function useCopyLink(): { copy: (link: string) => Promise<void>; note: string } {
  const [note, setNote] = useState('');
  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      setNote(tutorText.copied);
    } catch {
      setNote(tutorText.copyFailed);
    }
  }
  return { copy, note };
}

/** The outcome of a copy, on its own line under the card's actions (a polite live region, present before it speaks). */
export function CopyNote({ note }: { note: string }) {
  return (
    <p aria-live="polite" className="copy-note">
      {note}
    </p>
  );
}

/** A button that copies a link, with its outcome on the line below it. */
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
