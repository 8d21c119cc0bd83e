// Port offsets: every suite npm test, dev-suite and npm start can run side by side has ports of its
// own, none of them one that fetch() refuses, and offsets 0–9 keep the ports people already use.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_OFFSET, endLeftoverFirestore, listeningPorts, suitePorts } from './suite.mjs';

// The WHATWG fetch spec's "bad ports" at or above the lowest emulator port.
const FETCH_BAD_PORTS = [
  2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
];
const offsets = Array.from({ length: MAX_OFFSET + 1 }, (_, i) => i);

describe('suitePorts', () => {
  it('gives offset 0 the ports of firebase.json', () => {
    const { emulators } = JSON.parse(readFileSync(join(__dirname, '..', '..', 'firebase.json'), 'utf8')) as {
      emulators: Record<string, { port?: number }>;
    };
    const ports = suitePorts(0);
    for (const name of ['hub', 'logging', 'auth', 'firestore', 'functions', 'hosting', 'storage'] as const) {
      expect(ports[name], name).toBe(emulators[name]?.port);
    }
  });

  it('keeps dev-suite shifts for 1–9 (+10 each, fetch-refused ports moved up by 5)', () => {
    expect(suitePorts(2)).toMatchObject({ hosting: 5020, functions: 5021, firestore: 8100, auth: 9119, hub: 4420 });
    expect(suitePorts(6)).toMatchObject({ hosting: 5065, functions: 5066, firestore: 8140 });
    expect(suitePorts(8).smtp).toBe(2605);
  });

  it('puts offsets 10 and up 1000 apart, below the ephemeral ports', () => {
    expect(suitePorts(10)).toMatchObject({ hosting: 15000, firestore: 18080, auth: 19099, smtp: 12525 });
    expect(Math.max(...Object.values(suitePorts(MAX_OFFSET)))).toBeLessThan(32768);
  });

  it('never gives two suites, or two emulators of one suite, the same port', () => {
    const owner = new Map<number, string>();
    for (const offset of offsets) {
      for (const [name, port] of Object.entries(suitePorts(offset))) {
        expect(owner.get(port), `port ${port}: ${name} at offset ${offset}`).toBeUndefined();
        owner.set(port, `${name}@${offset}`);
      }
    }
  });

  it('never picks a port fetch() refuses', () => {
    for (const offset of offsets) {
      for (const port of listeningPorts(offset)) expect(FETCH_BAD_PORTS).not.toContain(port);
    }
  });

  it('refuses an offset outside 0–23', () => {
    expect(() => suitePorts(24)).toThrow(/no port offset 24/);
    expect(() => suitePorts(-1)).toThrow(/no port offset/);
    expect(() => suitePorts(1.5)).toThrow(/no port offset/);
  });
});

describe('endLeftoverFirestore', () => {
  /** A process whose command line looks like a Firestore emulator's on `port`. */
  function fakeEmulator(port: number) {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)', 'firestore', '--port', String(port)]);
    return { child, exited: once(child, 'exit') };
  }

  it("ends the emulator left on the suite's port, and only that one", async () => {
    const left = fakeEmulator(47_651);
    const other = fakeEmulator(47_652);
    try {
      await Promise.all([once(left.child, 'spawn'), once(other.child, 'spawn')]);
      expect(endLeftoverFirestore(47_651)).toEqual([left.child.pid]);
      expect(await left.exited).toEqual([null, 'SIGKILL']);
      expect(other.child.exitCode).toBeNull();
      expect(endLeftoverFirestore(47_651)).toEqual([]);
    } finally {
      other.child.kill('SIGKILL');
      left.child.kill('SIGKILL');
    }
  });
});
