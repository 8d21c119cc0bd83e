// The spec's URL helper: trim, nothing if empty, add https:// when no scheme, repair "https:/x".
// Only http(s) survives: every other scheme (javascript:, data:, vbscript:, ...) gives null.
const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i;

export function normalizeUrl(input: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const trimmed = (input ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!trimmed) return null;
  let candidate = trimmed;
  const broken = /^(https?):\/?(?!\/)(.*)$/i.exec(candidate);
  if (broken) candidate = `${broken[1]}://${broken[2]}`;
  else if (!SCHEME_RE.test(candidate) || /^[^:/]+:\d+(\/|$)/.test(candidate)) candidate = `https://${candidate}`;
  return safeHttpUrl(candidate);
}

/** The URL if it parses and is http(s) with a host, else null. Use before rendering any user URL. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null;
  return url.toString();
}
