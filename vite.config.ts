import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// @ts-expect-error plain ESM helper shared with `npm start`
import { MOCK_URL, PORTS } from './scripts/services.mjs';

const ports = PORTS as { web: number; mock: number; auth: number };
/** Same-origin paths the offline app uses; Vite (dev and preview) forwards them to the mock server. */
const mockProxy = {
  '/api': { target: MOCK_URL as string, rewrite: (path: string) => path.replace(/^\/api/, '') },
  '/functions': { target: MOCK_URL as string },
  '/__provider': { target: MOCK_URL as string },
  '/__classroom': { target: MOCK_URL as string, ws: true },
};

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  server: { port: ports.web, strictPort: true, host: 'localhost', proxy: mockProxy },
  preview: { port: ports.web, strictPort: true, host: 'localhost', proxy: mockProxy },
  // The offline build (end-to-end tests) and the production build live side by side.
  build: { sourcemap: true, target: 'es2022', outDir: mode === 'offline' ? 'dist-offline' : 'dist' },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/lint/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'server', include: ['tests/server/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/setup.ts'],
        },
      },
    ],
  },
}));
