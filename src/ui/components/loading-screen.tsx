import { text } from './text';

/** Spec §2: the text 'Loading.....' over decorative images. */
export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <svg className="loading-art" viewBox="0 0 240 120" aria-hidden="true" focusable="false">
        <circle cx="40" cy="60" r="28" fill="var(--color-primary-soft)" />
        <rect x="90" y="30" width="60" height="60" rx="12" fill="var(--color-secondary-soft)" />
        <path d="M180 90 L210 30 L240 90 Z" fill="var(--color-primary-soft)" />
      </svg>
      <p className="loading-text">{text.loading}</p>
    </div>
  );
}
