// The mailbox an address delivers to, for counting what we send to it. Mail servers deliver
// `name+anything@domain` to `name@domain` (sub-addressing), and Google ignores dots in the local part
// of its own domains (`v.i.c.t.i.m@gmail.com` is `victim@gmail.com`; googlemail.com is gmail.com):
// each variant would otherwise be a fresh address to mail-bomb the same person with.

/** Domains whose mail server ignores dots in the local part, and the one domain each stands for. */
export const DOT_BLIND_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** Large mail providers: many unrelated people, so a domain's hourly budget is larger there. */
export const LARGE_MAIL_PROVIDERS: ReadonlySet<string> = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'yahoo.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.de',
  'gmx.net',
  'web.de',
]);

export interface Mailbox {
  /** `local@domain` with the tag (and, where ignored, the dots) removed, lower case. */
  mailbox: string;
  /** The delivering domain, lower case (googlemail.com → gmail.com). */
  domain: string;
}

/** The mailbox behind an address (the address must hold one @; the last one splits it). */
export function mailboxOf(address: string): Mailbox {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf('@');
  const rawDomain = email.slice(at + 1).replace(/\.$/, '');
  const domain = DOT_BLIND_DOMAINS[rawDomain] ?? rawDomain;
  let local = email.slice(0, at).split('+')[0] ?? '';
  if (DOT_BLIND_DOMAINS[rawDomain]) local = local.replaceAll('.', '');
  return { mailbox: `${local}@${domain}`, domain };
}
