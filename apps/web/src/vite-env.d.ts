/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base for a web build served apart from the API; defaults to the same-origin '/api'. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
