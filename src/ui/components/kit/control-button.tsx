import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { classNames } from './class-names';
import './control-button.css';

export type ControlButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-pressed'> & {
  /** What it does, shown under the icon (and so its accessible name). */
  label: string;
  icon: ReactNode;
  /** A toggle (microphone off, chat open): its state, as aria-pressed and in its look. Absent: a plain action. */
  pressed?: boolean;
  /** `danger`: ends or leaves something (End class). */
  tone?: 'default' | 'danger';
  /** A small count on the icon (new chat messages); its words say what it counts, for screen readers. */
  badge?: { count: number; label: string } | null;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A call's control (a video call's bottom bar): a round icon with its label under it, on a dark surface. A toggle
 * says its state with aria-pressed; the pressed look (filled) repeats it.
 */
export function ControlButton({ label, icon, pressed, tone = 'default', badge, className, type = 'button', ref, ...rest }: ControlButtonProps) {
  const counted = badge && badge.count > 0 ? badge : null;
  return (
    <button
      ref={ref}
      type={type}
      className={classNames('control-button', tone === 'danger' && 'danger', className)}
      aria-pressed={pressed}
      // With a count, the name says it too ('Chat, 2 new messages'), the visible label first.
      aria-label={counted ? `${label}, ${counted.label}` : undefined}
      {...rest}
    >
      <span className="control-button-icon" aria-hidden="true">
        {icon}
        {counted ? <span className="control-button-badge">{counted.count}</span> : null}
      </span>
      <span className="control-button-label">{label}</span>
    </button>
  );
}

/** The row of a call's controls: a toolbar (its name says whose controls). */
export function ControlBar({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={classNames('control-bar', className)} role="toolbar" aria-label={label}>
      {children}
    </div>
  );
}
