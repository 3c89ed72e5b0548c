// Types of production-env.mjs (the list is there, in plain JavaScript, so the build and the hosting scripts read it too).
export interface ProductionEnvEntry {
  name: string;
  required: boolean;
  kind: 'text' | 'url' | 'host' | 'origins';
  purpose: string;
}
export interface ProductionEnvProblem {
  name: string;
  problem: string;
  purpose: string;
}
type Env = Record<string, unknown>;
export declare const RAZORPAY_SCRIPT_URL: string;
export declare const PRODUCTION_ENV: readonly ProductionEnvEntry[];
export declare function envValue(env: Env, name: string): string | undefined;
export declare function siteOrigin(env: Env): string | undefined;
export declare function checkProductionEnv(env: Env): ProductionEnvProblem[];
export declare function parseOrigins(list: unknown): string[];
