import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useHydrated } from '../use-hydrated';

// The form kit's fields: one form-control wrapper (label, hint, the control, error; the hint and error announced with
// the control through aria-describedby, the control marked invalid on error) that every field is built on.

/** The attributes that tie a control to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface ControlFieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** The control's id; generated when absent. */
  id?: string;
  children: (props: ControlProps) => ReactNode;
}

/** A label, a hint and an error around one control: the one form-control style every field below uses. */
export function ControlField({ label, hint, error, id, children }: ControlFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={controlId}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** React 19 passes `ref` as a prop: it reaches the input. */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input. */
export function FormField({ label, hint, error, id, ref, ...input }: FieldProps) {
  return (
    <ControlField label={label} hint={hint} error={error} id={id}>
      {(control) => <input ref={ref} {...control} {...input} />}
    </ControlField>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> {
  label: string;
  hint?: string;
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled textarea. */
export function TextAreaField({ label, hint, error, id, value, onChange, ...textarea }: TextAreaProps) {
  return (
    <ControlField label={label} hint={hint} error={error} id={id}>
      {(control) => <textarea {...control} {...textarea} value={value} onChange={(event) => onChange(event.target.value)} />}
    </ControlField>
  );
}

/** A labelled select. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <ControlField label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    </ControlField>
  );
}

/**
 * The form-level message after a failed submit: announced at once (role=alert), and focused (so scrolled into view)
 * each time a submit fails, so a long form does not leave the user at its bottom with the summary out of sight.
 */
export function FormAlert({ messages }: { messages: string[] }) {
  const box = useRef<HTMLDivElement>(null);
  // A new failed outcome is a new array (useForm's state); while pending or after a success it is empty.
  useEffect(() => {
    if (messages.length > 0) box.current?.focus();
  }, [messages]);
  if (messages.length === 0) return null;
  return (
    <div ref={box} className="form-alert" role="alert" tabIndex={-1}>
      <p>{messages[0]}</p>
      {messages.length > 1 && (
        <ul>
          {messages.slice(1).map((message, index) => (
            // Two fields may say the same words ('Use at most 60 characters.'): the position keeps the keys apart.
            <li key={`${index}:${message}`}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The submit button: disabled while the form's request runs (one request per press), with its busy label meanwhile;
 * `disabled` also while what is typed cannot be sent (a message over its length, said at its field as it is typed).
 */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = 'button primary',
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
  disabled?: boolean;
}) {
  // Disabled until the page is hydrated: a prerendered form would otherwise be sent by the browser (Enter included).
  const hydrated = useHydrated();
  return (
    <button type="submit" className={className} disabled={pending || !hydrated || disabled}>
      {pending ? pendingLabel : label}
    </button>
  );
}
