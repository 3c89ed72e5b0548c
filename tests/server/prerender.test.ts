import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM build script
import { moduleChunks, pageHtml, shellChunks, shellHtml } from '../../scripts/prerender.mjs';

const shell = [
  '<html><head><meta name="description" content="Default" /><title>TutorHub</title>',
  '<script type="module" crossorigin src="/assets/index-a.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/shared-b.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');
const page = { path: '/login', file: 'login.html', title: 'Sign in · "Tutor" <Hub>', description: 'Sign in & learn' };

describe('pageHtml: a prerendered page in the built shell', () => {
  it('puts the markup in #root, the page’s title and description (escaped) in the head', () => {
    const html = pageHtml(shell, page, '<h1>Sign in</h1>') as string;
    expect(html).toContain('<div id="root"><h1>Sign in</h1></div>');
    expect(html).toContain('<title>Sign in · &quot;Tutor&quot; &lt;Hub&gt;</title>');
    expect(html).toContain('<meta name="description" content="Sign in &amp; learn"');
  });

  it('fetches the scripts at low priority: the page paints from its HTML', () => {
    const html = pageHtml(shell, page, '<h1>Sign in</h1>') as string;
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared-b.js">');
    expect(html).not.toMatch(/<(script type="module"|link rel="modulepreload") (?!fetchpriority)/);
  });

  it('refuses a shell without an empty #root', () => {
    expect(() => pageHtml(shell.replace('<div id="root"></div>', '<div id="root">x</div>'), page, '<h1/>')).toThrow(/no empty/);
  });
});

describe('moduleChunks: what the services need, preloaded by the shell (app.html)', () => {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: 'chunk', fileName, imports, facadeModuleId });
  const bundle = {
    'assets/login-c.js': chunk('assets/login-c.js', ['assets/shared-b.js', 'assets/zod-d.js'], '/repo/src/login-page.tsx'),
    'assets/zod-d.js': chunk('assets/zod-d.js', ['assets/login-c.js']),
    'assets/shared-b.js': chunk('assets/shared-b.js', []),
    'assets/theme.css': { type: 'asset', fileName: 'assets/theme.css' },
  };

  it('is the module’s chunk and its static imports, once each, without those the shell loads already', () => {
    expect(moduleChunks(bundle, '/repo', 'src/login-page.tsx', shell)).toEqual(['assets/login-c.js', 'assets/zod-d.js']);
  });

  it('fails the build when no chunk is the module (moved or no longer imported)', () => {
    expect(() => moduleChunks(bundle, '/repo', 'src/moved-page.tsx', shell)).toThrow(/no chunk of the bundle is the module/);
  });
});

describe('shellChunks: what the shell (app.html) preloads', () => {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null, dynamicImports: string[] = [], modules: string[] = []) => ({
    type: 'chunk',
    fileName,
    imports,
    dynamicImports,
    facadeModuleId,
    modules: Object.fromEntries(modules.map((id) => [id, {}])),
  });
  const bundle = {
    'assets/index-a.js': chunk('assets/index-a.js', [], '/repo/src/main.tsx', ['assets/start-s.js']),
    'assets/start-s.js': chunk('assets/start-s.js', ['assets/react-r.js'], '/repo/src/start.tsx', ['assets/page-p.js', 'assets/boot-b.js']),
    'assets/react-r.js': chunk('assets/react-r.js', [], null),
    'assets/page-p.js': chunk('assets/page-p.js', [], '/repo/src/ui/page.tsx'),
    'assets/boot-b.js': chunk('assets/boot-b.js', [], '/repo/src/boot.ts', ['assets/backend-k.js', 'assets/agora-v.js']),
    'assets/offline-o.js': chunk('assets/offline-o.js', [], '/repo/src/adapters/composition/offline-module.ts', ['assets/firebase-f.js']),
    'assets/backend-k.js': chunk('assets/backend-k.js', ['assets/zod-z.js'], '/repo/src/adapters/backend/backend-adapters.ts'),
    'assets/zod-z.js': chunk('assets/zod-z.js', [], null),
    'assets/firebase-f.js': chunk('assets/firebase-f.js', [], null),
    'assets/agora-v.js': chunk('assets/agora-v.js', [], null, [], ['/repo/node_modules/agora-rtc-sdk-ng/AgoraRTC_N-production.js']),
  };
  const html = '<script type="module" crossorigin src="/assets/index-a.js"></script>';

  it('is the app with its static imports: not the pages, nor the services (a signed-in page paints before them), nor what they load', () => {
    expect(shellChunks(bundle, '/repo', html)).toEqual(['assets/start-s.js', 'assets/react-r.js']);
  });

  it('shows Loading..... in #root, marked as the shell, and preloads the chunks', () => {
    const out = shellHtml(`<head></head><body>${'<div id="root"></div>'}</body>`, '<p>Loading.....</p>', ['assets/start-s.js']) as string;
    expect(out).toContain('<div id="root" data-shell=""><p>Loading.....</p></div>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/start-s.js"></head>');
  });
});

describe('the default meta description', () => {
  it('is the same in index.html (the shell every page without its own is served) and in page-meta.ts (the browser sets it)', async () => {
    const { readFileSync } = await import('node:fs');
    const { DEFAULT_DESCRIPTION } = await import('../../src/ui/app/page-meta');
    const html = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
    expect(html).toContain(`<meta name="description" content="${DEFAULT_DESCRIPTION}" />`);
  });
});
