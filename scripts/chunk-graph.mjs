// The built chunks' static import graph, walked one way for the build's prerender step (scripts/prerender.mjs), the
// bundle measurement (scripts/bundle-measure.mjs) and the bundle check (scripts/check-bundle.mjs).

/**
 * The file names of the chunks `start` names and every chunk they import statically, in order of discovery;
 * `importsOf(fileName)` gives a chunk's imports, `skip(fileName)` leaves a chunk (and what only it imports) out.
 * @param {(fileName: string) => readonly string[] | undefined} importsOf
 * @param {readonly string[]} start
 * @param {(fileName: string) => boolean} [skip]
 */
export function importClosure(importsOf, start, skip = () => false) {
  const seen = new Set();
  const visit = (fileName) => {
    if (seen.has(fileName) || skip(fileName)) return;
    seen.add(fileName);
    for (const next of importsOf(fileName) ?? []) visit(next);
  };
  start.forEach(visit);
  return [...seen];
}
