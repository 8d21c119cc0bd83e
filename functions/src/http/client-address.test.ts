// The rate limits' client address for the header shapes production sees.
import { describe, expect, it } from 'vitest';
import { clientAddressModeFromEnv, parseIp, resolveClientAddress, resolveClientIdentity } from './client-address';

const GFE = 'google-front-end' as const;
const FASTLY_EDGE = '151.101.1.57';
const FASTLY_SHIELD = '146.75.32.10';
const FASTLY_EDGE_V6 = '2a04:4e42:200::313';

describe('resolveClientAddress behind Google front end', () => {
  it('direct call to the function URL: the GFE-appended right-most entry is the caller', () => {
    expect(resolveClientAddress(GFE, { xForwardedFor: '203.0.113.7', socketAddress: '169.254.1.1' })).toBe(
      '203.0.113.7',
    );
  });

  it('direct call with forged X-Forwarded-For and Fastly-Client-IP: only the right-most entry counts', () => {
    const forged = {
      xForwardedFor: '198.51.100.1, 192.0.2.55, 203.0.113.7',
      fastlyClientIp: '198.51.100.99',
      socketAddress: '169.254.1.1',
    };
    expect(resolveClientAddress(GFE, forged)).toBe('203.0.113.7');
    // a forged Fastly address on the left does not make the direct caller an edge
    expect(resolveClientAddress(GFE, { ...forged, xForwardedFor: `${FASTLY_EDGE}, 203.0.113.7` })).toBe('203.0.113.7');
  });

  it('through Hosting: the peer is a Fastly edge, the caller is the entry Fastly appended', () => {
    expect(resolveClientAddress(GFE, { xForwardedFor: `203.0.113.7, ${FASTLY_EDGE}` })).toBe('203.0.113.7');
    // shielding adds a second Fastly hop
    expect(resolveClientAddress(GFE, { xForwardedFor: `203.0.113.7, ${FASTLY_EDGE}, ${FASTLY_SHIELD}` })).toBe(
      '203.0.113.7',
    );
    expect(resolveClientAddress(GFE, { xForwardedFor: `2001:db8:aa:bb:1:2:3:4, ${FASTLY_EDGE_V6}` })).toBe(
      '2001:db8:aa:bb::/64',
    );
  });

  it('through Hosting with forged headers: neither a new first entry nor Fastly-Client-IP changes the caller', () => {
    for (let n = 0; n < 5; n++) {
      expect(
        resolveClientAddress(GFE, {
          xForwardedFor: `10.0.0.${n}, 192.0.2.${n}, 203.0.113.7, ${FASTLY_EDGE}`,
          fastlyClientIp: `198.51.100.${n}`,
        }),
      ).toBe('203.0.113.7');
    }
  });

  it('through Hosting without a Fastly entry: Fastly-Client-IP, only because the peer is a verified edge', () => {
    expect(resolveClientAddress(GFE, { xForwardedFor: FASTLY_EDGE, fastlyClientIp: '203.0.113.7' })).toBe(
      '203.0.113.7',
    );
    expect(resolveClientAddress(GFE, { xForwardedFor: FASTLY_EDGE })).toBe(FASTLY_EDGE);
  });

  it('cannot be aimed at a victim: a victim address sent by the caller is never the key', () => {
    const victim = '192.0.2.200';
    expect(resolveClientAddress(GFE, { xForwardedFor: `${victim}, 203.0.113.7`, fastlyClientIp: victim })).toBe(
      '203.0.113.7',
    );
    expect(
      resolveClientAddress(GFE, { xForwardedFor: `${victim}, 203.0.113.7, ${FASTLY_EDGE}`, fastlyClientIp: victim }),
    ).toBe('203.0.113.7');
  });

  it('groups IPv6 by /64 and treats IPv4-mapped IPv6 as IPv4', () => {
    expect(resolveClientAddress(GFE, { xForwardedFor: '2001:db8:1:2:aaaa::1' })).toBe('2001:db8:1:2::/64');
    expect(resolveClientAddress(GFE, { xForwardedFor: '2001:db8:1:2:ffff:ffff:ffff:ffff' })).toBe('2001:db8:1:2::/64');
    expect(resolveClientAddress(GFE, { xForwardedFor: '2001:DB8::1' })).toBe('2001:db8:0:0::/64');
    expect(resolveClientAddress(GFE, { xForwardedFor: '::ffff:203.0.113.7' })).toBe('203.0.113.7');
  });

  it('without a usable GFE entry falls back to the socket, never to a header', () => {
    expect(
      resolveClientAddress(GFE, {
        xForwardedFor: 'not-an-ip',
        fastlyClientIp: '203.0.113.9',
        socketAddress: '10.1.2.3',
      }),
    ).toBe('10.1.2.3');
    expect(resolveClientAddress(GFE, { socketAddress: undefined })).toBe('unknown');
  });

  it('a huge forged header is cut from the left; the right end still decides', () => {
    const xff = `${'198.51.100.1, '.repeat(20_000)}203.0.113.7`;
    expect(resolveClientAddress(GFE, { xForwardedFor: xff })).toBe('203.0.113.7');
  });
});

describe('socket mode (emulator, tests): every header is ignored', () => {
  it('keys on the socket address', () => {
    const input = { xForwardedFor: '198.51.100.1', fastlyClientIp: '198.51.100.2', socketAddress: '::ffff:127.0.0.1' };
    expect(resolveClientAddress('socket', input)).toBe('127.0.0.1');
    expect(resolveClientAddress('socket', { ...input, socketAddress: '::1' })).toBe('0:0:0:0::/64');
  });
});

describe('mode from the environment', () => {
  it('trusts the GFE only when deployed', () => {
    expect(clientAddressModeFromEnv({ K_SERVICE: 'api' })).toBe('google-front-end');
    expect(clientAddressModeFromEnv({ K_SERVICE: 'api', FUNCTIONS_EMULATOR: 'true' })).toBe('socket');
    expect(clientAddressModeFromEnv({})).toBe('socket');
  });
});

describe('parseIp', () => {
  it('accepts bare, bracketed and ported forms; refuses the rest', () => {
    expect(parseIp(' 203.0.113.7 ')).toEqual({ ip: '203.0.113.7', family: 4 });
    expect(parseIp('203.0.113.7:443')).toEqual({ ip: '203.0.113.7', family: 4 });
    expect(parseIp('[2001:db8::1]:443')).toEqual({ ip: '2001:db8::1', family: 6 });
    expect(parseIp('unknown')).toBeNull();
    expect(parseIp('203.0.113.7/24')).toBeNull();
    expect(parseIp('')).toBeNull();
  });
});

describe('resolveClientIdentity: what the caller cannot choose', () => {
  it("a relay through another Fastly service is marked: Hosting's edge appended a Fastly address", () => {
    // attacker's Fastly edge → Hosting's edge → GFE: the entry left of both is the attacker's choice.
    const ATTACKER_EDGE = '151.101.65.10';
    for (const chosen of ['198.51.100.1', '198.51.100.2', '2001:db8:9::1']) {
      const identity = resolveClientIdentity(GFE, { xForwardedFor: `${chosen}, ${ATTACKER_EDGE}, ${FASTLY_EDGE}` });
      expect(identity.relayed).toBe(true);
    }
    // Straight through Hosting (one Fastly hop): not relayed.
    expect(resolveClientIdentity(GFE, { xForwardedFor: `203.0.113.7, ${FASTLY_EDGE}` })).toEqual({
      key: '203.0.113.7',
      site: null,
      relayed: false,
      network: '203.0.113.0/24',
    });
    // Fastly left no entry and a second Fastly hop: relayed, whatever Fastly-Client-IP says.
    expect(
      resolveClientIdentity(GFE, { xForwardedFor: `${FASTLY_SHIELD}, ${FASTLY_EDGE}`, fastlyClientIp: '198.51.100.9' })
        .relayed,
    ).toBe(true);
  });

  it('IPv6: the /64 is the key and the /48 around it the site', () => {
    expect(resolveClientIdentity(GFE, { xForwardedFor: `2001:db8:aa:bb:1:2:3:4, ${FASTLY_EDGE_V6}` })).toEqual({
      key: '2001:db8:aa:bb::/64',
      site: '2001:db8:aa::/48',
      relayed: false,
      network: '2001:db8:aa::/48',
    });
    // Every /64 of one /48 shares the site.
    const sites = new Set(
      Array.from(
        { length: 20 },
        (_, n) => resolveClientIdentity(GFE, { xForwardedFor: `2001:db8:aa:${n.toString(16)}::1` }).site,
      ),
    );
    expect([...sites]).toEqual(['2001:db8:aa::/48']);
    // Loopback (the emulators' socket) and private addresses are no network worth recording.
    expect(resolveClientIdentity('socket', { socketAddress: '::1' })).toEqual({
      key: '0:0:0:0::/64',
      site: '0:0:0::/48',
      relayed: false,
      network: null,
    });
    for (const socketAddress of ['127.0.0.1', '10.1.2.3', '192.168.0.9', 'fd00::1', 'fe80::1']) {
      expect(resolveClientIdentity('socket', { socketAddress }).network, socketAddress).toBeNull();
    }
  });
});
