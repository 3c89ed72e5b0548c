/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'offline' (npm start) or 'production' (.env.production). */
  readonly VITE_PROFILE: 'offline' | 'production';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
