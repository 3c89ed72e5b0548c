import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls inside this region instead of widening the page. The region takes focus, so
 * keyboard users can scroll it too, and has its own name (the table's caption, or a label unlike the section's
 * heading, so that two regions never share a name).
 */
export function TableScroll({ labelledBy, label, children }: { labelledBy?: string; label?: string; children: ReactNode }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={labelledBy} aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
