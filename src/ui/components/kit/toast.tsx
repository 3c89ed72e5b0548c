import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import './toast.css';

// The shell renders the region on every page, so this module is in the shell's chunk (vite.config.ts) and imports no
// other kit module: the kit's chunk, with lucide-react, would load before the first page paints (scripts/check-bundle.mjs).
// Its three icons are lucide's (circle-check, info, x; ISC licence), drawn inline the way lucide-react draws them.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}
const ICONS = {
  success: (
    <Icon>
      <circle cx="12" cy="12" r="10" />
      <path d="m9 12 2 2 4-4" />
    </Icon>
  ),
  info: (
    <Icon>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 16v-4" />
      <path d="M12 8h.01" />
    </Icon>
  ),
  close: (
    <Icon>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </Icon>
  ),
};

export type ToastTone = 'success' | 'info';

export interface ToastApi {
  /** Says `message` in the toast region: a confirmation the user need not read in place ('Link copied.'). */
  show: (message: string, options?: { tone?: ToastTone }) => void;
}

/** useToast outside a ToastProvider: the shell (root-layout.tsx) provides one; a test that renders a screen alone must too. */
export class ToastProviderMissingError extends Error {
  constructor() {
    super('useToast() needs a <ToastProvider> above it (the shell has one; a test rendering a screen alone must add it).');
    this.name = 'ToastProviderMissingError';
  }
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new ToastProviderMissingError();
  return api;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

/** How long a toast stays, unless hovered or focused (then it waits). */
export const TOAST_DURATION_MS = 6000;
/** At most this many at once: the oldest goes first. */
const MOST = 3;

/**
 * Transient confirmations: one polite live region at the bottom of the screen (a landmark named by `label`), there from
 * the first paint so a screen reader hears what is added to it; each toast in it is a status. Empty, it holds no status,
 * so a page's own status lines stay the only ones. A toast goes after TOAST_DURATION_MS, but not while the pointer is over the region or
 * the focus is in it (its close button), and at once with its close button. Errors that need an action stay in place
 * (OutcomeLine, FormAlert): a toast is only for what may be missed.
 */
export function ToastProvider({ children, label, closeLabel, duration = TOAST_DURATION_MS }: { children: ReactNode; /** The region's name ('Notifications'). */ label: string; /** Each close button's name. */ closeLabel: string; duration?: number }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const next = useRef(1);
  const show = useCallback((message: string, options?: { tone?: ToastTone }) => {
    const id = next.current++;
    // The same words again (a second copy) are a new toast: re-added, so the live region says them again.
    setToasts((current) => [...current.filter((toast) => toast.message !== message), { id, message, tone: options?.tone ?? 'success' }].slice(-MOST));
  }, []);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const api = useMemo(() => ({ show }), [show]);
  const paused = hovered || focused;
  // A close button takes its focus away with its toast (no blur event follows): the region no longer holds the focus.
  const close = useCallback(
    (id: number) => {
      setFocused(false);
      dismiss(id);
    },
    [dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        className="toast-region"
        aria-label={label}
        aria-live="polite"
        aria-relevant="additions text"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} paused={paused} duration={duration} closeLabel={closeLabel} onDismiss={dismiss} onClose={close} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ toast, paused, duration, closeLabel, onDismiss, onClose }: { toast: ToastItem; paused: boolean; duration: number; closeLabel: string; onDismiss: (id: number) => void; onClose: (id: number) => void }) {
  const left = useRef(duration);
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), left.current);
    return () => {
      clearTimeout(timer);
      // Paused (or re-rendered): what is left of its time waits for the next start.
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused, toast.id, onDismiss]);
  return (
    <div className={`toast ${toast.tone}`} role="status" aria-atomic="true">
      <span className="toast-icon">{ICONS[toast.tone]}</span>
      <p className="toast-message">{toast.message}</p>
      {/* The kit's IconButton, as its markup (quiet, small), for the reason above. */}
      <button type="button" className="icon-button quiet sm toast-close" aria-label={closeLabel} title={closeLabel} onClick={() => onClose(toast.id)}>
        {ICONS.close}
      </button>
    </div>
  );
}
