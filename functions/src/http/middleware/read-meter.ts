import type { RequestHandler } from 'express';
import type { Meter } from '../../infra/read-meter';
import { readMeterInstalled, runMetered } from '../../infra/read-meter';

/** With the meter installed, answers carry `X-Firestore-Reads`: the reads the request made. */
export const readMeterHeader: RequestHandler = (_req, res, next) => {
  if (!readMeterInstalled()) return next();
  const meter: Meter = { reads: 0 };
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    if (!res.headersSent) res.setHeader('X-Firestore-Reads', String(meter.reads));
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  runMetered(meter, () => next());
};
