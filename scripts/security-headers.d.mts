// Types of security-headers.mjs.
export interface HeaderOptions {
  profile: 'production' | 'offline';
  backendUrls?: string[];
  firebaseAuthDomain?: string;
  razorpayScriptUrl?: string;
  paymentOrigins?: string[];
  /** production: the backend's origin and VITE_IMAGE_ORIGINS (img-src) */
  imageOrigins?: string[];
  /** where CSP violation reports go (Reporting-Endpoints, report-to, report-uri); none: not reported */
  cspReportUrl?: string;
  authEmulatorUrl?: string;
  /** offline: CSP hashes of index.html's inlined stylesheet */
  styleHashes?: string[];
}
export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
export declare const PRODUCTION_SERVICES: Readonly<Record<string, Partial<Record<string, string[]>>>>;
export declare const IMMUTABLE: string;
export declare const HSTS: string;
export declare const CSP_REPORT_GROUP: string;
export declare const OFFLINE_CSP_REPORT_PATH: string;
export declare function securityHeaders(options: HeaderOptions): Record<string, string>;
export declare function headerOptions(mode: string, env: Record<string, unknown>, offline?: { authEmulatorUrl?: string }): HeaderOptions;
export declare function headerRules(headers: Record<string, string>): HeaderRule[];
export declare function headersForPath(rules: HeaderRule[], path: string): Record<string, string>;
export declare function hostingConfig(env: Record<string, unknown>): {
  public: string;
  ignore: string[];
  predeploy: string[];
  rewrites: { source: string; destination: string }[];
  headers: HeaderRule[];
};
