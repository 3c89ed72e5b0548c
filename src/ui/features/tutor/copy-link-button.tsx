import { useState } from 'react';
import { tutorText } from './tutor-text';

/** Copies a link to the clipboard and says whether it worked (polite live region). */
export function CopyLinkButton({ link, label }: { link: string; label: string }) {
  const [note, setNote] = useState('');
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setNote(tutorText.copied);
    } catch {
      setNote(tutorText.copyFailed);
    }
  }
  return (
    <span className="copy-link">
      <button type="button" className="button secondary" onClick={() => void copy()}>
        {label}
      </button>
      <span aria-live="polite" className="muted">
        {note}
      </span>
    </span>
  );
}
