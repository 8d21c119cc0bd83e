// The app's Intl formatters ('en-US'), each made once: constructing one costs, and the first of a page
// loads the browser's locale data, 15–40 ms (60–160 on a 4x slower phone, measured in Chromium) whichever
// formatter it is. main.tsx has that load happen in start-up tasks of its own (loadIntl), not inside
// the bundle's evaluation nor the first render.
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

/**
 * Loads the locale data now, in steps a task each (`between` ends one): the first formatter alone is a
 * single task of 60–110 ms on a 4x slower phone, while resolving the locale, checking it is supported
 * and then making the first formatters cost ~5–40 ms each (measured in Chromium at 4x). The last step
 * makes the formatter the first render uses (the current year in Copenhagen, lib/first-render.ts).
 */
export async function loadIntl(between: () => Promise<void>): Promise<void> {
  const steps = [
    () => new Intl.Locale(LOCALE).maximize(),
    () => Intl.NumberFormat.supportedLocalesOf([LOCALE]),
    () => numberFormat().format(0),
    () => dateTimeFormat({ timeZone: TIME_ZONE, year: 'numeric' }).format(0),
  ];
  for (const step of steps) {
    step();
    await between();
  }
}
