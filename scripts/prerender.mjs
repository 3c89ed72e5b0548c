// Build step (the hosting plugin's closeBundle, scripts/vite-plugin-hosting.mjs): the pages of PRERENDERED_PAGES
// (src/ui/app/page-meta.ts) are rendered into the built HTML, so the browser paints them before any script has run,
// and the built index.html, kept with an empty #root, becomes app.html: the page every other address is served.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import { importClosure } from './chunk-graph.mjs';
import { pageHtml, ROOT_ELEMENT } from './page-html.mjs';

export { pageHtml };

/**
 * The app (src/start.tsx, which the entry imports): the shell, app.html, preloads its chunks, since every page it serves
 * needs it before it shows anything but 'Loading.....'. Not the services (src/services.ts): a user this device kept
 * signed in sees their page drawn before them (src/ui/app/start-app.tsx), and measured, their chunks preloaded beside
 * the app's made that page paint later (Lighthouse's LCP of /tutor-search signed in: 3.5 s with them); for a visitor
 * nobody is signed in as, the entry starts them beside the app. Nor what the services load on first use (Firebase Auth,
 * the backend adapters). A prerendered page preloads none of them: it paints from its HTML, and its entry requests the
 * app after that paint.
 */
const appModule = 'src/start.tsx';

/** The files the shell preloads (see above), in the bundle's order of discovery. */
export function shellChunks(bundle, root, shell) {
  return moduleChunks(bundle, root, appModule, shell);
}

/**
 * The built files a module needs (its chunk and the chunks it imports statically, CSS aside), from the bundle
 * (Rollup's output: file name -> chunk), leaving out those the shell loads already.
 */
export function moduleChunks(bundle, root, module, shell) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const own = chunks.find((chunk) => chunk.facadeModuleId === join(root, module));
  if (!own) throw new Error(`Prerendering: no chunk of the bundle is the module ${module} (is it still imported by src/main.tsx or src/start.tsx?).`);
  return fileChunks(bundle, own.fileName, shell);
}

/** A built chunk and the chunks it imports statically, leaving out those the shell loads already. */
function fileChunks(bundle, fileName, shell) {
  return importClosure((name) => bundle[name]?.imports, [fileName], (name) => shell.includes(`/${name}"`));
}

/**
 * The shell, app.html: 'Loading.....' in #root (what the app first shows on every page it serves, so the browser paints
 * it before any script; data-shell tells the app to draw over it, not hydrate it) and the app's preloads.
 */
export function shellHtml(shell, loading, chunks) {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`The built index.html has no empty ${ROOT_ELEMENT} to prerender into.`);
  return shell.replace('</head>', () => `${preloadLinks(chunks)}</head>`).replace(ROOT_ELEMENT, () => `<div id="root" data-shell="">${loading}</div>`);
}

const preloadLinks = (files) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');


/**
 * Renders the prerendered pages with the app's own modules (loaded through Vite in Node, in the build's mode) and
 * writes them into outDir, next to app.html. Returns the files written.
 * Each page's head gets its canonical address, Open Graph tags and JSON-LD for the site's `origin`.
 * @param {{ root: string; outDir: string; mode: string; bundle: Record<string, any>; origin: string }} build
 */
export async function prerenderPages({ root, outDir, mode, bundle, origin }) {
  const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
  const server = await createServer({
    root,
    mode,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { PRERENDERED_PAGES, renderPage, renderLoading, prerenderedHead } = await server.ssrLoadModule('/src/ui/app/prerender.tsx');
    writeFileSync(join(outDir, 'app.html'), shellHtml(shell, renderLoading(), shellChunks(bundle, root, shell)));
    const written = ['app.html'];
    for (const page of PRERENDERED_PAGES) {
      writeFileSync(join(outDir, page.file), pageHtml(shell, { ...page, head: prerenderedHead(page, origin) }, await renderPage(page)));
      written.push(page.file);
    }
    return written;
  } finally {
    await server.close();
  }
}
