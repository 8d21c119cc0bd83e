// The app's Intl formatters ('en-US'), each made once: constructing one costs, and the first of a page
// loads the browser's locale data, 15–40 ms (60–160 on a 4x slower phone, measured in Chromium) whichever
// formatter it is. start-up/start.tsx has a worker load it while the app starts (loadIntl), not the bundle's
// evaluation nor the first render.
import { TIME_ZONE } from '@domain/constants';

const LOCALE = 'en-US';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The en-US date format with these options (an undefined timeZone: the viewer's). */
export function dateTimeFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, options);
    dateFormats.set(key, format);
  }
  return format;
}

let numbers: Intl.NumberFormat | undefined;

/** Whole numbers with thousands separators ('3,019'). */
export function numberFormat(): Intl.NumberFormat {
  return (numbers ??= new Intl.NumberFormat(LOCALE));
}

/** How long start-up waits for the worker before the main thread loads the locale data itself. */
export const INTL_WORKER_TIMEOUT_MS = 3000;

/**
 * Loads the locale data, off the main thread where the browser can (intl-warm.worker.ts), then makes
 * the formatter the first render uses (the current year in Copenhagen, lib/first-render.ts). Resolves
 * when the worker has answered, failed or timed out; without workers, at once.
 */
export async function loadIntl(): Promise<void> {
  await new Promise<void>((resolve) => {
    let worker: Worker | undefined;
    const timer = setTimeout(done, INTL_WORKER_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    }
    try {
      worker = new Worker(new URL('./intl-warm.worker.ts', import.meta.url), { type: 'module' });
      worker.onmessage = done;
      worker.onerror = done;
    } catch {
      done();
    }
  });
  dateTimeFormat({ timeZone: TIME_ZONE, year: 'numeric' }).format(0);
}
