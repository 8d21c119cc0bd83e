// Sharing (docs/product.md#states-and-transitions, #limits-and-constants): native share, then the
// clipboard, then a legacy copy. The payload is {title, text, url}; a project's link is its row on
// a list: `${origin}${path}#project-{id}`.
import { PRODUCT_NAME, TAGLINE } from '@domain/constants';

export interface SharePayload {
  title: string;
  text: string;
  url: string;
}

/** 'shared' natively, 'copied' to the clipboard, 'cancelled' by the user (not a success), or 'failed'. */
export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/** The element id a project's row carries, and the hash that links to it. */
export const projectAnchorId = (id: string): string => `project-${id}`;

/** A project's share link: the given page (the chart by default) with the row's hash. */
export function projectShareUrl(id: string, origin: string, path = '/'): string {
  const cleanPath = path.startsWith('/') ? path : `/${path}`;
  return `${origin.replace(/\/+$/, '')}${cleanPath}#${projectAnchorId(id)}`;
}

export function projectSharePayload(
  project: { id: string; projectName: string },
  origin: string,
  path = '/',
): SharePayload {
  return {
    title: `Check out ${project.projectName} on ${PRODUCT_NAME}`,
    text: `${project.projectName} is trending on ${PRODUCT_NAME}! Give it a vote on this week's chart.`,
    url: projectShareUrl(project.id, origin, path),
  };
}

export function siteSharePayload(origin: string): SharePayload {
  return {
    title: `${PRODUCT_NAME} — ${TAGLINE}`,
    text: `${TAGLINE}: see what's trending this week and vote for your favourites on ${PRODUCT_NAME}.`,
    url: `${origin.replace(/\/+$/, '')}/`,
  };
}

/** What shareLink needs from the browser; injectable for tests. */
export interface ShareEnv {
  share?: (data: SharePayload) => Promise<void>;
  canShare?: (data: SharePayload) => boolean;
  writeClipboard?: (text: string) => Promise<void>;
  legacyCopy?: (text: string) => boolean;
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Tries each way in order; a native share the user cancels stops there (no copy, no toast). */
export async function shareLink(payload: SharePayload, env: ShareEnv = browserShareEnv()): Promise<ShareOutcome> {
  if (env.share && (env.canShare?.(payload) ?? true)) {
    try {
      await env.share(payload);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
      // NotAllowedError, TypeError, …: fall back to copying.
    }
  }
  if (env.writeClipboard) {
    try {
      await env.writeClipboard(payload.url);
      return 'copied';
    } catch {
      // denied or unavailable: try the legacy way
    }
  }
  try {
    if (env.legacyCopy?.(payload.url)) return 'copied';
  } catch {
    // fall through
  }
  return 'failed';
}

/** document.execCommand('copy') on an off-screen textarea: the copy of last resort. */
export function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const selection = document.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } finally {
    area.remove();
    if (previous && selection) {
      selection.removeAllRanges();
      selection.addRange(previous);
    }
  }
  return ok;
}

export function browserShareEnv(): ShareEnv {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    share: typeof nav?.share === 'function' ? (data) => nav.share(data) : undefined,
    canShare: typeof nav?.canShare === 'function' ? (data) => nav.canShare(data) : undefined,
    writeClipboard:
      typeof nav?.clipboard?.writeText === 'function' ? (text) => nav.clipboard.writeText(text) : undefined,
    legacyCopy,
  };
}
