/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Production Firebase web config; unset values fall back to the demo project. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  /** 'true' connects to the local emulators even when the page is not served from localhost. */
  readonly VITE_USE_EMULATORS?: string;
  /** "host:port" of the Firestore / Auth emulators when not the firebase.json defaults (8080 / 9099). */
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_AUTH_EMULATOR_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
