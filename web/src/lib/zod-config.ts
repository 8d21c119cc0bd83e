// Imported first by main.tsx, before any schema exists: zod v4 probes `new Function('')` to compile
// fast object parsers, which the site's Content-Security-Policy (no 'unsafe-eval') blocks — a CSP
// violation report on every page. jitless parsing needs no eval and is fast enough for our forms.
import { z } from 'zod';

z.config({ jitless: true });
