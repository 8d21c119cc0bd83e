// Who is calling, for the per-client rate limits — derived only from what a trusted hop wrote.
//
// What reaches the deployed `api` function (Cloud Functions 2nd gen, i.e. Cloud Run):
// - Every request passes Google's front end (GFE). It APPENDS the address of the peer that connected
//   to it to X-Forwarded-For and passes everything to the left of it along unverified (Google Cloud
//   load-balancing docs: "X-Forwarded-For: <unverified IP(s)>, <immediate client IP>, …; only the
//   <immediate client IP> … entries are provided by the load balancer. All other entries … are passed
//   along without verification"). So the RIGHT-MOST entry is the only one nobody outside Google can
//   choose; the socket itself is a Google-internal hop (169.254.x.x), the same for everyone.
// - Called on its own URL (*.run.app / cloudfunctions.net) the peer is the caller: that right-most
//   entry is the client. A forged X-Forwarded-For only adds entries to the LEFT of it.
// - Through Firebase Hosting the peer is Hosting's CDN (Fastly). Fastly sets `Fastly-Client-IP` —
//   which Fastly does NOT protect: "if a client sets this header themselves, we will use it"
//   (fastly.com/documentation/reference/http/http-headers/Fastly-Client-IP) — and appends the address
//   that connected to it to X-Forwarded-For. So when (and only when) the GFE-appended peer lies in
//   Fastly's published ranges (FASTLY_RANGES below), we step left over Fastly hops (shielding adds
//   one) and take the first non-Fastly entry: the one Fastly appended, i.e. the real caller. Only if
//   Fastly left no entry do we fall back to Fastly-Client-IP (still only behind a verified Fastly
//   peer). A caller going direct cannot pose as Fastly: the GFE writes the peer, not the caller.
// - Nothing else is trusted: X-Real-IP, Forwarded, X-Appengine-User-IP, X-Client-IP, a left-most XFF.
// - What the caller can still choose: anyone can run a Fastly service of their own. Put in front of
//   Hosting, its edge connects to Hosting's edge (so Hosting appends a Fastly address where the
//   client should be) and it may write any X-Forwarded-For to the left of that: such a request is
//   marked `relayed` (more Fastly hops than Hosting's own), and the limits count it in one shared
//   bucket as well (middleware/rate-limit.ts). Put in front of the function's own URL, a relay looks
//   exactly like Hosting (one Fastly hop): that is why every anonymous limit also has a ceiling per
//   route that no address can escape, and the newsletter counts per mailbox and domain.
// - IPv6 clients are grouped by /64 (one subscriber line holds a whole /64, so rotating within it
//   must not give a new budget) and, with a larger budget, by /48 (a site's allocation: rotating
//   /64s inside it shares that one). IPv4-mapped IPv6 (::ffff:a.b.c.d) counts as the IPv4 address.
// In the emulator (and the in-process test harness) there is no GFE: the socket's address is the
// peer and every header is ignored (mode 'socket').
import { BlockList, isIP } from 'node:net';
import type { RequestHandler } from 'express';

export type ClientAddressMode = 'google-front-end' | 'socket';

/**
 * Fastly's public edge ranges, pinned from https://api.fastly.com/public-ip-list ("addresses" and
 * "ipv6_addresses"). Review when Fastly announces changes; an edge outside this list is treated as
 * an ordinary caller (its whole traffic shares one budget — safe, never spoofable).
 */
export const FASTLY_RANGES = [
  '23.235.32.0/20',
  '43.249.72.0/22',
  '103.244.50.0/24',
  '103.245.222.0/23',
  '103.245.224.0/24',
  '104.156.80.0/20',
  '140.248.64.0/18',
  '140.248.128.0/17',
  '146.75.0.0/17',
  '151.101.0.0/16',
  '157.52.64.0/18',
  '167.82.0.0/17',
  '167.82.128.0/20',
  '167.82.160.0/20',
  '167.82.224.0/20',
  '172.111.64.0/18',
  '185.31.16.0/22',
  '199.27.72.0/21',
  '199.232.0.0/16',
  '2a04:4e40::/32',
  '2a04:4e42::/32',
] as const;

const fastly = new BlockList();
for (const range of FASTLY_RANGES) {
  const [net, bits] = range.split('/') as [string, string];
  fastly.addSubnet(net, Number(bits), isIP(net) === 6 ? 'ipv6' : 'ipv4');
}

/** A bare IP (v4, v6, v4-mapped v6; brackets and an IPv4 port tolerated), or null. */
export function parseIp(raw: string | undefined | null): { ip: string; family: 4 | 6 } | null {
  if (!raw) return null;
  let text = raw.trim().slice(0, 100);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text);
  if (mapped) text = mapped[1]!;
  const family = isIP(text);
  if (family === 4) return { ip: text, family: 4 };
  if (family === 6) return { ip: text.toLowerCase(), family: 6 };
  return null;
}

/** The first `groups` groups of an IPv6 address (its /64 or /48), fully expanded. */
function ipv6Prefix(ip: string, groups: 3 | 4): string {
  const [head = '', tail = ''] = ip.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) is two groups; only the first four groups matter here.
  const tailCount = tailGroups.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const all = ip.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailCount)).fill('0'), ...tailGroups]
    : headGroups;
  return `${all
    .slice(0, groups)
    .map((g) => (g.includes('.') ? '0' : parseInt(g || '0', 16).toString(16)))
    .join(':')}::/${groups * 16}`;
}

/** The rate-limit identity of an address: IPv4 as is, IPv6 by its /64. */
export function clientKeyOf(ip: { ip: string; family: 4 | 6 }): string {
  return ip.family === 4 ? ip.ip : ipv6Prefix(ip.ip, 4);
}

/** Who is calling, as the limits count it. */
export interface ClientIdentity {
  /** The per-client key: an IPv4 address, or an IPv6 address's /64 ('unknown' without any). */
  key: string;
  /** IPv6 only: the /48 around the /64 (a site), which gets a budget of its own. */
  site: string | null;
  /** Behind more Fastly hops than Hosting adds: another Fastly service relayed it and may have chosen `key`. */
  relayed: boolean;
  /** Its network, IPv4 /24 or IPv6 /48, when the address is a public one (a fairness signal for votes). */
  network: string | null;
}

/** Addresses that are no one's public network: loopback, private, link-local, unique-local, unspecified. */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** Fastly hops Hosting itself puts between the caller and Google's front end (its edge). */
export const HOSTING_FASTLY_HOPS = 1;

function identityOf(ip: { ip: string; family: 4 | 6 } | null, relayed = false): ClientIdentity {
  if (!ip) return { key: 'unknown', site: null, relayed, network: null };
  const site = ip.family === 6 ? ipv6Prefix(ip.ip, 3) : null;
  const isPublic = !NOT_PUBLIC.check(ip.ip, ip.family === 6 ? 'ipv6' : 'ipv4');
  const network = !isPublic ? null : (site ?? `${ip.ip.split('.').slice(0, 3).join('.')}.0/24`);
  return { key: clientKeyOf(ip), site, relayed, network };
}

function isFastly(ip: { ip: string; family: 4 | 6 }): boolean {
  return fastly.check(ip.ip, ip.family === 6 ? 'ipv6' : 'ipv4');
}

export interface AddressInputs {
  /** Every X-Forwarded-For header as received (Node joins repeats with ", "). */
  xForwardedFor?: string | string[] | undefined;
  fastlyClientIp?: string | undefined;
  socketAddress?: string | undefined;
}

/** The client identity under `mode`; see the comment at the top of this file for what is trusted. */
export function resolveClientIdentity(mode: ClientAddressMode, input: AddressInputs): ClientIdentity {
  const socket = parseIp(input.socketAddress);
  if (mode === 'socket') return identityOf(socket);

  const header = Array.isArray(input.xForwardedFor) ? input.xForwardedFor.join(',') : (input.xForwardedFor ?? '');
  // Only the right end matters; a huge forged prefix is not even split.
  const entries = header.slice(-2048).split(',');
  const peer = parseIp(entries.pop());
  // No GFE entry: not the deployed path we know. Fall back to the socket (shared by all, never chosen by a caller).
  if (!peer) return identityOf(socket);
  if (!isFastly(peer)) return identityOf(peer);

  // The peer is a Fastly edge (Firebase Hosting): the caller is the first non-Fastly entry to its left.
  let hops = 1;
  while (entries.length) {
    const entry = parseIp(entries.pop());
    if (!entry) break;
    if (!isFastly(entry)) return identityOf(entry, hops > HOSTING_FASTLY_HOPS);
    hops++;
  }
  const edgeSaid = parseIp(input.fastlyClientIp);
  if (edgeSaid && !isFastly(edgeSaid)) return identityOf(edgeSaid, hops > HOSTING_FASTLY_HOPS);
  return identityOf(peer, hops > HOSTING_FASTLY_HOPS);
}

/** The per-client key alone (resolveClientIdentity's `key`). */
export function resolveClientAddress(mode: ClientAddressMode, input: AddressInputs): string {
  return resolveClientIdentity(mode, input).key;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by clientAddressMiddleware: the rate-limit identity of the caller (clientIdentity.key). */
    clientAddress?: string;
    /** Set by clientAddressMiddleware: every key the limits count the caller under. */
    clientIdentity?: ClientIdentity;
  }
}

/** Decides req.clientAddress once per request, before any route. */
export function clientAddressMiddleware(mode: ClientAddressMode): RequestHandler {
  return (req, _res, next) => {
    req.clientIdentity = resolveClientIdentity(mode, {
      xForwardedFor: req.headers['x-forwarded-for'],
      fastlyClientIp: req.get('fastly-client-ip'),
      socketAddress: req.socket.remoteAddress,
    });
    req.clientAddress = req.clientIdentity.key;
    next();
  };
}

/** Deployed (Cloud Functions sets K_SERVICE) and not the emulator: requests come through Google's front end. */
export function clientAddressModeFromEnv(env: NodeJS.ProcessEnv = process.env): ClientAddressMode {
  return env.FUNCTIONS_EMULATOR !== 'true' && Boolean(env.K_SERVICE) ? 'google-front-end' : 'socket';
}
