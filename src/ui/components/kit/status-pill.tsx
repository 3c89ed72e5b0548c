import type { ReactNode } from 'react';
import { classNames } from './class-names';

/** The tone of a status: what it means for the person reading it, not which status it is. */
export type Tone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A short status in a pill (Paid, Live, Cancelled, 3 unread). Its words carry the meaning; the colour repeats it. */
export function StatusPill({ tone = 'neutral', children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return <span className={classNames('pill', tone, className)}>{children}</span>;
}
