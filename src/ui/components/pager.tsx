import { text } from './text';

/**
 * Previous / next through the pages of a list of `total` items, `pageSize` a page; nothing when everything fits on one
 * page. `label` names the navigation (what is paged: 'Result pages').
 */
export function Pager({ label, page, total, pageSize, onPage }: { label: string; page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.pager.previous}
      </button>
      <span>{text.pager.pageOf(page, pages)}</span>
      <button type="button" className="button secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.pager.next}
      </button>
    </nav>
  );
}
