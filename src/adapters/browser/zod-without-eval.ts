// The page's Content-Security-Policy allows no eval: zod would probe `new Function` (caught, but reported as a
// securitypolicyviolation) and fall back anyway. zod 4 takes its global configuration from
// `globalThis.__zod_globalConfig` when it first loads (zod/v4/core/core.js), so setting it here (imported first by the
// entry, src/main.tsx, before any module that uses zod: the page's chunk it preloads, the app's) makes every schema
// jitless without putting zod itself on the first page (zod loads with the pages and adapters that use it, on demand).
// tests/unit/adapters/zod-without-eval.test.ts checks it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
