// firebase.json's rewrites against the route table (src/domain/routes.ts): every address of the app keeps going to the
// shell (/app.html), the tutor pages and the sitemap go to the page function. Hosting serves an existing file before any
// rewrite and takes the first rewrite that matches; a new route the rewrites would send to the function fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeEntries } from '../../../src/domain/routes';
// @ts-expect-error plain ESM build script
import { PAGE_FUNCTION } from '../../../scripts/page-function.mjs';

type Rewrite = { source?: string; regex?: string; destination?: string; function?: { functionId: string; region: string } };
const hosting = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')).hosting as { rewrites: Rewrite[] };

const globToRegExp = (glob: string) => new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*\*/g, '\0').replace(/\*/g, '[^/]*').replace(/\0/g, '.*')}$`);
/** Where Hosting's rewrites send a path: '/app.html', 'function', or null for none. */
function rewriteOf(path: string): string | null {
  const rule = hosting.rewrites.find((r) => (r.regex !== undefined ? new RegExp(r.regex) : globToRegExp(r.source ?? '')).test(path));
  if (!rule) return null;
  if (rule.function) return rule.function.functionId === PAGE_FUNCTION.functionId && rule.function.region === PAGE_FUNCTION.region ? 'function' : `another function (${rule.function.functionId})`;
  return rule.destination ?? null;
}

/** Example addresses of a route pattern: each `:param` filled, an optional one with and without its segment. */
function examples(pattern: string): string[] {
  if (pattern === '*') return ['/a/b/c'];
  let paths = [''];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (segment.startsWith(':') && segment.endsWith('?')) paths = paths.flatMap((p) => [p, `${p}/some-value`]);
    else paths = paths.map((p) => `${p}/${segment.startsWith(':') ? 'some-value' : segment}`);
  }
  return paths.map((p) => p || '/');
}

const TUTOR_PAGES = new Set(['tutorPublic', 'tutorPublicCourses']);

describe('firebase.json rewrites', () => {
  const appRoutes = routeEntries.filter(([id]) => !TUTOR_PAGES.has(id));
  it.each(appRoutes.flatMap(([id, entry]) => examples(entry.path).map((path) => [id, path] as const)))('%s: %s goes to the shell', (_id, path) => {
    expect(rewriteOf(path)).toBe('/app.html');
  });

  it.each(['/asha-rao', '/demo-tutor', '/course/asha-rao', '/sitemap.xml', '/sitemap-pages.xml', '/sitemap-tutors-1.xml', '/sitemap-courses-12.xml'])(
    '%s goes to the page function',
    (path) => expect(rewriteOf(path)).toBe('function'),
  );

  it('sends the tutor pages of the route table to the page function', () => {
    const tutorRoutes = routeEntries.filter(([id]) => TUTOR_PAGES.has(id));
    expect(tutorRoutes.map(([, entry]) => entry.path).sort()).toEqual(['/:session', '/course/:session']);
    for (const [, entry] of tutorRoutes) for (const path of examples(entry.path)) expect(rewriteOf(path), path).toBe('function');
  });

  it('ends with the shell for every other address, so nothing is left without a page', () => {
    expect(hosting.rewrites.at(-1)).toEqual({ source: '**', destination: '/app.html' });
    expect(rewriteOf('/a/b/c')).toBe('/app.html');
  });
});
