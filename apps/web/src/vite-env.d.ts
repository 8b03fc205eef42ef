/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base for a web build served apart from the API; defaults to the same-origin '/api'. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the app was built (vite.config.ts `define`), for the footer's copyright line. */
declare const __BUILD_YEAR__: number;
