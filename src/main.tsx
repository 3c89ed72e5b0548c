// The entry. zod is configured before any module builds a schema (the CSP allows no eval: zod-without-eval.ts); the
// app is imported after that, as a static import would be evaluated first.
import './adapters/browser/zod-without-eval';

await import('./boot');
