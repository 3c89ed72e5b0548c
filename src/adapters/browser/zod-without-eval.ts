import { config } from 'zod';

// The page's Content-Security-Policy allows no eval: zod would probe `new Function` (caught, but reported as a
// securitypolicyviolation) and fall back anyway. Imported first by src/main.tsx, before any schema is built.
config({ jitless: true });
