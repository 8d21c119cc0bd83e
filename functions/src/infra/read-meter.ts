// Counts Firestore document reads per request, for benchmarks and cost tests (VIBECHART_METER_READS=1).
// Billing counts each document returned (a missing document or an empty query still costs one read,
// an aggregation one read per 1,000 index entries — counted as 1 here). The hooks sit on the SDK's
// internal read paths (DocumentReader._get, Query._get, AggregateQuery._get), which every public read
// method goes through — doc.get, getAll, query.get and transaction reads alike — and on query.stream(),
// which bypasses them (the chart job streams its candidates and the counter shards).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Readable } from 'node:stream';
import { Transform, pipeline } from 'node:stream';

export interface Meter {
  reads: number;
}
const meters = new AsyncLocalStorage<Meter>();
let installed = false;

type AsyncMethod = (this: unknown, ...args: unknown[]) => Promise<unknown>;

function wrap(proto: Record<string, unknown>, name: string, count: (result: unknown) => number): void {
  const original = proto[name] as AsyncMethod;
  proto[name] = async function (this: unknown, ...args: unknown[]) {
    const result = await original.apply(this, args);
    const meter = meters.getStore();
    if (meter) meter.reads += count(result);
    return result;
  };
}

/** query.stream(): one read per document streamed to the meter current at the call, one for none. */
function meterStreams(proto: { stream: (this: unknown) => Readable }): void {
  const original = proto.stream;
  proto.stream = function (this: unknown) {
    const source = original.apply(this);
    const meter = meters.getStore();
    if (!meter) return source;
    let documents = 0;
    const counted = new Transform({
      objectMode: true,
      transform(doc: unknown, _encoding, done) {
        documents++;
        meter.reads++;
        done(null, doc);
      },
      flush(done) {
        if (documents === 0) meter.reads++;
        done();
      },
    });
    // pipeline carries the query's error to the consumer of `counted`.
    return pipeline(source, counted, () => undefined);
  };
}

/** Patches the SDK once; a no-op unless VIBECHART_METER_READS=1 (or `force`). */
export function installReadMeter(force = false): boolean {
  if (installed) return true;
  if (!force && process.env.VIBECHART_METER_READS !== '1') return false;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { DocumentReader } = require('@google-cloud/firestore/build/src/document-reader');
  const { Query } = require('@google-cloud/firestore/build/src/reference/query');
  const { AggregateQuery } = require('@google-cloud/firestore/build/src/reference/aggregate-query');
  /* eslint-enable @typescript-eslint/no-require-imports */
  wrap(DocumentReader.prototype, '_get', (r) => Math.max(1, (r as { result: unknown[] }).result.length));
  wrap(Query.prototype, '_get', (r) => Math.max(1, (r as { result: { size: number } }).result.size));
  wrap(AggregateQuery.prototype, '_get', () => 1);
  meterStreams(Query.prototype as { stream: (this: unknown) => Readable });
  installed = true;
  return true;
}

/** Runs `work` and returns how many document reads it made (meter must be installed). */
export async function countReads<T>(work: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const meter: Meter = { reads: 0 };
  const result = await meters.run(meter, work);
  return { result, reads: meter.reads };
}

/** Runs `work` counting its reads into `meter` (http/middleware/read-meter.ts reports them per request). */
export function runMetered<T>(meter: Meter, work: () => T): T {
  return meters.run(meter, work);
}

/**
 * Adds reads made elsewhere on this request's behalf (the page server's loopback /api calls, each
 * metered as its own request) to the current request's meter; a no-op outside one.
 */
export function addReads(reads: number): void {
  const meter = meters.getStore();
  if (meter && Number.isFinite(reads) && reads > 0) meter.reads += reads;
}

/** True once installReadMeter ran (benchmarks and tests only). */
export function readMeterInstalled(): boolean {
  return installed;
}
