// A small seeded PRNG (sfc32) with the helpers the seed needs. Streams are forked by label, so the
// data of one project does not shift when another part of the generator draws more numbers.
import { createHash } from 'node:crypto';

function seedWords(label: string): [number, number, number, number] {
  const digest = createHash('sha256').update(label).digest();
  return [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
}

export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly label: string) {
    [this.a, this.b, this.c, this.d] = seedWords(label);
    for (let i = 0; i < 12; i++) this.next();
  }

  /** An independent stream named `label` under this one. */
  fork(label: string | number): Random {
    return new Random(`${this.label}/${label}`);
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.a >>>= 0;
    this.b >>>= 0;
    this.c >>>= 0;
    this.d >>>= 0;
    let t = (this.a + this.b) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.d = (this.d + 1) | 0;
    t = (t + this.d) | 0;
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  float(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, count));
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }

  /** Standard normal via Box-Muller, scaled. */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let x = this.next() * total;
    for (const [value, w] of entries) {
      x -= w;
      if (x < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
}

/** Picks by weight in O(log n) from a fixed list (built once, drawn from many times). */
export class WeightedTable<T> {
  private readonly cumulative: number[] = [];
  readonly total: number;

  constructor(
    readonly items: readonly T[],
    weight: (item: T) => number,
  ) {
    let sum = 0;
    for (const item of items) {
      sum += Math.max(0, weight(item));
      this.cumulative.push(sum);
    }
    this.total = sum;
  }

  draw(rng: Random): T | null {
    if (this.total <= 0) return null;
    const x = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] ?? null;
  }
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** A Firestore-style 20-character id (28 for Auth uids), derived from a label: same label, same id. */
export function stableId(label: string, length = 20): string {
  const digest = createHash('sha256').update(`vibechart-seed:${label}`).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += BASE62[digest[i % digest.length]! % 62];
  return out;
}
