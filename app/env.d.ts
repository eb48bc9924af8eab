/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Performance mechanisms left out of this build, comma-separated (app/lib/mechanisms.ts). */
  readonly VITE_WITHOUT_MECHANISMS?: string;
}
