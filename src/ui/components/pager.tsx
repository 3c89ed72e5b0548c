/** Words of a pager, from the feature's text file. */
export interface PagerText {
  label: string;
  previous: string;
  next: string;
  pageOf: (page: number, pages: number) => string;
}

/** Previous / next through the pages of a list; nothing when everything fits on one page. */
export function Pager({ page, pages, onPage, text }: { page: number; pages: number; onPage: (page: number) => void; text: PagerText }) {
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
