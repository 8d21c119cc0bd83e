// Imported first by start-up/start.tsx, before any schema exists: zod v4 probes `new Function('')` to compile
// fast object parsers, which the site's Content-Security-Policy (no 'unsafe-eval') blocks — a CSP
// violation report on every page. jitless parsing needs no eval and is fast enough for our forms.
//
// Set through the global zod reads its configuration from (zod/v4/core/core.js: globalThis.
// __zod_globalConfig, kept if it already exists) rather than by importing zod's `config`: that import
// would put all of zod into the entry chunk (over the / budget), where nothing else
// needs it. zod-config.test.ts checks that zod sees the setting.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// The same object zod keeps a reference to, whichever of the two ran first.
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
