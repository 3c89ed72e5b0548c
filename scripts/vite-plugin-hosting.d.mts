// Types of vite-plugin-hosting.mjs.
import type { Plugin } from 'vite';
import type { ProductionEnvProblem } from '../src/adapters/composition/production-env.mjs';
export declare function missingConfigurationMessage(problems: ProductionEnvProblem[]): string;
/** `backendUrl`: the offline mock backend, which the tutor pages rendered at request time are drawn from. */
export declare function hostingPlugin(offline: { authEmulatorUrl: string; backendUrl?: string; siteOrigin?: string; pageServerKey?: () => string | undefined }): Plugin;
export declare function robotsTxt(robots: string, origin: string): string;
/** CSP hashes ('sha256-…') of the <style> elements of a built index.html. */
export declare function inlineStyleHashes(indexHtmlPath: string): string[];
export declare function missingPageHtml(shell: string): string;
/** A rendered answer compressed as Hosting compresses a function's (brotli or gzip, as the client accepts). */
export declare function sendBody(
  req: { method?: string; headers: Record<string, string | string[] | undefined> },
  res: { setHeader(name: string, value: string | number): unknown; end(body?: Buffer): unknown },
  body: string,
): void;
