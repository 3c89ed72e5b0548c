/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'offline' (npm start) or 'production' (.env.production). */
  readonly VITE_PROFILE: 'offline' | 'production';
  /** Production: base URL of the main backend (no trailing slash), e.g. https://api.example.com. */
  readonly VITE_BACKEND_URL?: string;
  /** Production: base URL of the cloud functions (/GenerateAgoraToken, /AgoraClassEnd). */
  readonly VITE_FUNCTIONS_URL?: string;
  /** Offline only: the Auth emulator, baked in by vite.config.ts from AUTH_EMULATOR_PORT. */
  readonly VITE_AUTH_EMULATOR_URL: string;
  /** Production: the Firebase project (see .env.production). */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** Production: Razorpay Checkout (script URL defaults to Razorpay's own) and the public key id. */
  readonly VITE_RAZORPAY_SCRIPT_URL?: string;
  readonly VITE_RAZORPAY_KEY_ID?: string;
  readonly VITE_RAZORPAY_MERCHANT_NAME?: string;
  readonly VITE_RAZORPAY_PREFILL_CONTACT?: string;
  /** Production: the site's own origin (canonical addresses, Open Graph, sitemap); read by the build, not the bundle. */
  readonly VITE_SITE_ORIGIN?: string;
  /** Production: comma-separated origins of hosted payment pages / payment forms the app may leave for. */
  readonly VITE_PAYMENT_ORIGINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
