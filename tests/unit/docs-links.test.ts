// The README stays a short map (at most 250 lines) and every relative link of the project's documents leads to a file
// that exists and, with a #fragment, to a heading that file has (GitHub's anchors). Links to other sites are not
// followed; paths written as code (`src/…`) are not links and are not checked here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const README_MAX_LINES = 250;

const docs = readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
const documents = ['README.md', ...docs, 'mock-server/README.md', 'openapi/README.md'];

/** The text outside fenced code blocks and inline code, where a `[text](target)` is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2 … */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, '').split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every relative link of `file` that does not resolve, as "target: why". */
function brokenLinks(file: string): string[] {
  const markdown = readFileSync(join(root, file), 'utf8');
  const broken: string[] = [];
  for (const match of prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    const [path, fragment] = target.split('#') as [string, string | undefined];
    const resolved = path === '' ? join(root, file) : join(dirname(join(root, file)), decodeURIComponent(path));
    if (!existsSync(resolved)) {
      broken.push(`${target}: no file ${relative(root, resolved)}`);
      continue;
    }
    if (fragment !== undefined && statSync(resolved).isFile() && resolved.endsWith('.md') && !anchors(readFileSync(resolved, 'utf8')).has(fragment)) {
      broken.push(`${target}: no heading with the anchor #${fragment} in ${relative(root, resolved)}`);
    }
  }
  return broken;
}

describe('the documentation', () => {
  it(`README.md has at most ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('has documents in docs/', () => {
    expect(docs.length).toBeGreaterThan(0);
  });

  it.each(documents)('every relative link of %s resolves', (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it.each(docs)('%s links back to the README and is listed in it', (file) => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    expect(readFileSync(join(root, file), 'utf8')).toContain('](../README.md');
    expect(readme).toContain(`](${file})`);
  });
});

describe('GitHub anchors', () => {
  it('drop punctuation and code marks, join words with hyphens, and number repeats', () => {
    const markdown = "# Title\n## The mock backend's bench\n## `npm run bench:mock`\n```\n# not a heading\n```\n## Title\n### Cancellations, refunds (issue 18, first part)";
    expect([...anchors(markdown)]).toEqual(['title', 'the-mock-backends-bench', 'npm-run-benchmock', 'title-1', 'cancellations-refunds-issue-18-first-part']);
  });
});
