import type { Seed } from '../components/container-context';

// The answers a page rendered at request time was drawn with (src/serve-page.tsx), carried in its HTML to the browser,
// whose first render takes them (start-app.tsx), so that it hydrates the server's markup instead of asking again. A
// data block (type="application/json"): never executed, so the CSP's script-src has nothing to allow.

const PAGE_DATA_ID = 'page-data';

/** The seeds as an element of the page's HTML; '<', '>', '&' and line separators escaped, so no text closes it. */
export function pageDataScript(seeds: Readonly<Record<string, Seed<unknown>>>): string {
  const json = JSON.stringify(seeds).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The seeds of the page's HTML; none when it has none, or they cannot be read (the page then asks for its data). */
export function readPageData(document: Document): Record<string, Seed<unknown>> {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return {};
  try {
    const seeds: unknown = JSON.parse(element.textContent);
    return typeof seeds === 'object' && seeds !== null ? (seeds as Record<string, Seed<unknown>>) : {};
  } catch {
    return {};
  }
}
