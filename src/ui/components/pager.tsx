export interface PagerText {
  label: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/** Previous / next page of a list of `total` items, `pageSize` a page; nothing when it all fits on one page. */
export function Pager({ page, total, pageSize, onPage, text }: { page: number; total: number; pageSize: number; onPage: (page: number) => void; text: PagerText }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={text.label}>
      <button type="button" className="button secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.previous}
      </button>
      <span>{text.pageOf(page, pages)}</span>
      <button type="button" className="button secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.next}
      </button>
    </nav>
  );
}
