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
