import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with `npm start`
import { AUTH_EMULATOR_URL, MOCK_URL, OFFLINE_OUT_DIR, PORTS, WEB_URL, mockProxy as mockProxyTo, namesRuntimeData, offlinePageServerKey } from './scripts/services.mjs';
import { hostingPlugin } from './scripts/vite-plugin-hosting.mjs';
import { contractClientPlugin } from './scripts/ensure-client.mjs';

const ports = PORTS as { web: number; mock: number; auth: number };
/** Same-origin paths the offline app uses; Vite (dev and preview) forwards them to the mock server, never /__admin. */
const mockProxy = mockProxyTo(MOCK_URL) as Record<string, import('vite').ProxyOptions>;

/**
 * The web port serves the app only. The mock's store and admin secret (.mock-data/) and the Auth emulator's export
 * (.emulator-data/, plain passwords included) sit in the project root, which the dev server would otherwise serve, also
 * through /@fs/, ?raw and ?import; Vite's own defaults are kept beside them. Its default CORS grants any localhost
 * origin on any port, so a page of another local port could read them: only the web origin is granted, proxy included.
 */
const webOrigin = WEB_URL as string;
const fs = { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.mock-data/**', '**/.emulator-data/**'] };
const cors = { origin: [webOrigin] };
/** 403 for any spelling of those folders, before Vite's own middlewares (fs.deny alone let `%2F` fall back to the app's page). */
const refuseRuntimeData: import('vite').Plugin = {
  name: 'refuse-runtime-data',
  configureServer: (server) => void server.middlewares.use(refuse),
  configurePreviewServer: (server) => void server.middlewares.use(refuse),
};
function refuse(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, next: () => void) {
  if (!(namesRuntimeData as (path: string) => boolean)(req.url ?? '/')) return next();
  res.statusCode = 403;
  res.end('Forbidden');
}

export default defineConfig(({ mode }) => ({
  // hostingPlugin: a production build refuses to start without its configuration; `vite preview` sends the hosting headers.
  // contractClientPlugin: the generated client (not in git) is made from openapi/ before a build, a dev server or a test run.
  plugins: [contractClientPlugin(), refuseRuntimeData, react(), hostingPlugin({ authEmulatorUrl: AUTH_EMULATOR_URL as string, backendUrl: MOCK_URL as string, siteOrigin: webOrigin, pageServerKey: offlinePageServerKey as () => string | undefined })],
  // The offline build talks to this checkout's Auth emulator; a production build gets no emulator URL at all.
  define:
    mode === 'production' ? {} : { 'import.meta.env.VITE_AUTH_EMULATOR_URL': JSON.stringify(AUTH_EMULATOR_URL as string) },
  server: { port: ports.web, strictPort: true, host: 'localhost', proxy: mockProxy, fs, cors },
  preview: { port: ports.web, strictPort: true, host: 'localhost', proxy: mockProxy, cors },
  // The offline build (end-to-end tests) and the production build live side by side. Production maps are 'hidden':
  // generated for error reports but not referenced by the bundles, and never deployed (firebase.json ignores *.map).
  build: {
    sourcemap: mode === 'offline' ? true : 'hidden',
    target: 'es2022',
    // The offline build of an end-to-end stack other than the first goes to its own folder (OFFLINE_OUT_DIR, scripts/services.mjs).
    outDir: mode === 'offline' ? (OFFLINE_OUT_DIR as string) : 'dist',
    // One stylesheet, inlined into the HTML by the hosting plugin (the theme and the few rules of single screens: 18 KiB,
    // under 5 KiB gzipped): no chunk loads CSS of its own. Split, a chunk that imports a module of the entry's chunk
    // loaded the entry's (inlined) stylesheet again as a file, and the whole page's style was worked out again after
    // it had painted (a 110–140 ms task in Lighthouse's 4× CPU on the signed-in pages).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'ports', test: /\/src\/(ports|application\/tokens)/, priority: 4 },
            // The shell's small modules in one chunk, and the shared screen parts in another: left to the automatic
            // split, modules shared by the app and the pages it loads beside it became a chunk each (233 bytes to 6
            // KiB), and a signed-in page requested 21 files before its heading could paint. Lighthouse's simulated
            // phone (6 connections per host over HTTP/1.1) made that a queue: LCP 2.2–2.5 s, now 2.0–2.2 s.
            // The entry's own modules (the kept session, the route table) apart from the shell's: captured with the
            // shell's modules that import them, they made a prerendered page preload React and the router before its
            // largest paint (LCP of / 0.83 -> 1.27 s in Lighthouse; 0.96 s with this group).
            { name: 'start-up', test: /\/src\/(application\/stored-session|domain\/(constants|routes|route-access|token)|adapters\/browser\/(web-storage-store|yield-to-main|zod-without-eval)|ui\/app\/(start-failure|start-failure-text|page-loaders))\.tsx?$|\/jwt-decode\//, priority: 3 },
            // The toasts' region (kit/toast.tsx) is the shell's: every page has it.
            // react-dom's small shared part (createPortal, flushSync) with the shell: once a page's menu (Radix) imported
            // it too, it became a chunk of its own, one more file before every page painted (16, budget 15).
            // The public pages' head (public/page-head: the shell gives it, a tutor's page uses it) and a visitor's
            // "Find a tutor" (public/find-tutor-path) with it; landing-text too: once the head's rules loaded after the
            // first paint (document-head) shared it, it became a chunk of its own (16 files, budget 15).
            { name: 'shell', test: /\/src\/domain\/time-zone\.ts$|\/src\/ui\/(components\/(kit\/toast|container-context|focus-mode|use-profile-time-zone|text|use-hydrated|on-demand|page-title|loading-screen|auth\/(use-auth-session|use-role|sign-out-button|auth-text|use-session-service)|public\/(page-head|find-tutor-path))|features\/(tutor-page\/tutor-profile-request|landing\/landing-text))\.tsx?$|\/node_modules\/react-dom\/(index\.js|cjs\/react-dom\.production\.js)$/, priority: 2 },
            { name: 'components', test: /\/src\/ui\/components\/(form\/)?[^/]+\.tsx?$/, priority: 1 },
            // The design system's small components in one file of their own (none of them brings zod): split by the
            // automatic chunking, each was one more file before a page painted (16, budget 15). The menu stays apart:
            // it brings Radix, which only the pages with a menu load.
            // The icons with it (each page's few, one file for all: split, each icon was a file).
            { name: 'kit', test: /\/src\/ui\/components\/kit\/(?!action-menu)[^/]+\.tsx?$|\/node_modules\/lucide-react\//, priority: 1 },
            // A card's menu with Radix and what Radix brings, in one file, loaded by the pages that show a menu.
            {
              name: 'menu',
              test: /\/src\/ui\/components\/kit\/action-menu\.tsx$|\/node_modules\/(@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|aria-hidden|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)\//,
              priority: 1,
            },
            // What the tutor's pages share (their words, reads, the students list, the menus' focus), in one file.
            { name: 'tutor-shared', test: /\/src\/ui\/features\/tutor\/(tutor-text|tutor-reads|menu-panel-focus|booking-state-text|tutor-lists|students\/use-students-list|courses\/use-courses)\.(tsx?|css)$/, priority: 1 },
            // The short-name rule of the forms with the profile's schema that uses it: alone, its 222 bytes were one more
            // file before the registration page painted (16, budget 15).
            { name: 'user-profile', test: /\/src\/domain\/(user-profile|plain-text-field)\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        // 30 s a test at most: the lint tests run ESLint with the TypeScript parser on fixtures, a few seconds each on a busy
        // machine (one went over the 5 s default while four other checks ran beside it); a unit test takes milliseconds.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/lint/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        extends: true,
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          // Pact consumer tests: the real HTTP adapters against Pact's mock server; pacts are written to pacts/.
          name: 'contract',
          include: ['tests/contract/consumer/**/*.pact.test.ts'],
          environment: 'node',
          globalSetup: ['tests/contract/consumer/clean-pacts.ts'],
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
          testTimeout: 30_000,
          // The mock backend runs in the test process as Node runs it (tests/component/backend.ts): not transformed
          // for the browser environment, so its import.meta.url stays a file URL.
          server: { deps: { external: [/\/mock-server\//, /\/scripts\//] } },
        },
      },
      {
        extends: true,
        test: {
          // Pact provider verification of pacts/ against the mock backend. It reads the pacts the contract project
          // writes, so it runs on its own after them: `npm test` has a step for it; by hand,
          // `npx vitest run --project '!provider'` then `npx vitest run --project provider`.
          name: 'provider',
          include: ['tests/contract/provider/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
        },
      },
      {
        extends: true,
        // The mock backend in-process on random ports with temp data files.
        test: { name: 'mock', include: ['tests/mock/**/*.test.ts'], environment: 'node', testTimeout: 20_000 },
      },
      {
        extends: true,
        test: {
          // The real Firebase SDK against the Auth emulator on AUTH_EMULATOR_PORT (started here unless it already runs).
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/auth-emulator-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
