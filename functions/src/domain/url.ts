// The spec's URL helper: trim, nothing if empty, add https:// when no scheme, repair "https:/x".
// Only http(s) survives: every other scheme (javascript:, data:, vbscript:, ...) gives null.
//
// Two strengths: safeHttpUrl is the check before rendering any stored URL (our own local thumbnail
// URLs are http://127.0.0.1:…, so loopback stays renderable there); normalizeUrl, for what people
// submit, also refuses what no public project lives at or what reads as another site:
// user names/passwords ("https://vibechart.dev@evil.example" goes to evil.example), IP literals in
// any of the forms the WHATWG parser accepts (http://2130706433/, http://0x7f.1/, [::1]), localhost
// and *.localhost, and single-label hosts.
const SCHEME_RE = /^([a-z][a-z0-9+.-]*):/i;
/** Longest input any URL field accepts (validation.ts caps the field before this runs). */
export const MAX_URL_LENGTH = 2048;

export function normalizeUrl(input: string | null | undefined): string | null {
  const parsed = parseSubmittedUrl(input);
  return parsed && !publicHostProblem(parsed) ? parsed.toString() : null;
}

/**
 * Why a submitted URL is refused, or null when it is fine. `null` input/blank is not a problem here
 * (optional fields decide); an unparsable or non-http(s) value is `'invalid'`.
 */
export function submittedUrlProblem(input: string | null | undefined): 'invalid' | UrlHostProblem | null {
  if (!(input ?? '').trim()) return null;
  const parsed = parseSubmittedUrl(input);
  if (!parsed) return 'invalid';
  return publicHostProblem(parsed);
}

export type UrlHostProblem = 'userinfo' | 'ip' | 'localhost' | 'single-label';

/** What each refusal tells the person who typed the URL. */
export const URL_PROBLEM_MESSAGES: Record<UrlHostProblem, string> = {
  userinfo: 'The URL must not contain a user name or password (the part before "@")',
  ip: 'The URL must use a domain name, not an IP address',
  localhost: 'The URL must be a public address, not localhost',
  'single-label': 'The URL must use a full domain name (like example.com)',
};

function parseSubmittedUrl(input: string | null | undefined): URL | null {
  if ((input ?? '').length > MAX_URL_LENGTH) return null;
  // eslint-disable-next-line no-control-regex
  const trimmed = (input ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!trimmed) return null;
  let candidate = trimmed;
  const broken = /^(https?):\/?(?!\/)(.*)$/i.exec(candidate);
  if (broken) candidate = `${broken[1]}://${broken[2]}`;
  else if (!SCHEME_RE.test(candidate) || /^[^:/]+:\d+(\/|$)/.test(candidate)) candidate = `https://${candidate}`;
  const safe = safeHttpUrl(candidate);
  return safe ? new URL(safe) : userinfoUrl(candidate);
}

/** A URL safeHttpUrl refused only for its userinfo, so the caller can say why. */
function userinfoUrl(candidate: string): URL | null {
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.username || url.password) ? url : null;
  } catch {
    return null;
  }
}

/** The first reason `url` is not a public web address, or null. The WHATWG parser has already
 * turned every IPv4 spelling (decimal, hex, octal, short forms) into dotted-decimal. */
export function publicHostProblem(url: URL): UrlHostProblem | null {
  if (url.username || url.password) return 'userinfo';
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return 'ip';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'localhost';
  if (!host.includes('.')) return 'single-label';
  return null;
}

/** The URL if it parses and is http(s) with a host and no userinfo, else null. Use before rendering any user URL. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (!url.hostname || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null;
  return url.toString();
}
