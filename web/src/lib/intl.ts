// The app's Intl formatters ('en-US'), each made once: constructing one costs, and the first of a page
// loads the browser's locale data, 15–40 ms (60–160 on a 4x slower phone, measured in Chromium) whichever
// formatter it is. main.tsx has that load happen in a start-up task of its own (loadIntl), not inside
// the bundle's evaluation nor the first render.
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

/** Loads the locale data now (see the top of this file). */
export function loadIntl(): void {
  numberFormat().format(0);
}
