// A page's HTML from the built shell: imports nothing, so the page server runs it where no build tool is installed (the
// production page function, functions/; scripts/page-server-runtime.mjs) as well as at build time (scripts/prerender.mjs).

export const ROOT_ELEMENT = '<div id="root"></div>';

const escapeHtml = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built shell with a page's markup in #root and its title and description in the head. The page paints from its
 * HTML alone, so its scripts are fetched at low priority (fetchpriority="low") and a lazy page's own chunk is not
 * preloaded (the entry requests it): on a slow network none of them competes with the document, and the browser has
 * no reason to hold the first paint for them. Hydration waits for them; the page is on screen meanwhile.
 */
export function pageHtml(shell, page, markup) {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`The built index.html has no empty ${ROOT_ELEMENT} to prerender into.`);
  // Replacements as functions: a '$' in a page's text (a tutor's bio) is text, not a replacement pattern ($&, $`, $').
  return shell
    .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(page.description)}"`)
    .replace('</head>', () => `${page.head ?? ''}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${markup}</div>`);
}

/** A page rendered at request time in the built shell: as a prerendered page, plus the data it was drawn with. */
export function servedHtml(template, served) {
  return pageHtml(template, served, served.markup).replace('</body>', () => `${served.data}</body>`);
}

/**
 * The shell for an address no page has, or for a visitor told to come back later (429): search engines are told not
 * to index it.
 */
export function missingPageHtml(shell) {
  return shell.replace('</head>', () => '<meta name="robots" content="noindex"></head>');
}
