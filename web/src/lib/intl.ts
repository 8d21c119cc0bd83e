// The app's Intl formatters ('en-US'), each made once: constructing one is costly (the first of a page
// loads the browser's locale data).
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
