/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'offline' (npm start) or 'production' (.env.production). */
  readonly VITE_PROFILE: 'offline' | 'production';
  /** Production: base URL of the main backend (no trailing slash), e.g. https://api.example.com. */
  readonly VITE_BACKEND_URL?: string;
  /** Production: base URL of the cloud functions (/GenerateAgoraToken, /AgoraClassEnd). */
  readonly VITE_FUNCTIONS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
