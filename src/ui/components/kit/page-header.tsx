import type { ReactNode } from 'react';

/**
 * The top of a page: its title (the page's one h1), a line under it, and the page's actions at the end (on a phone,
 * under the title).
 */
export function PageHeader({ title, lead, actions, titleId }: { title: ReactNode; lead?: ReactNode; actions?: ReactNode; titleId?: string }) {
  return (
    <header className="page-header">
      <div className="page-header-text">
        <h1 id={titleId}>{title}</h1>
        {lead && <p className="page-header-lead">{lead}</p>}
      </div>
      {actions && <div className="page-header-actions">{actions}</div>}
    </header>
  );
}
