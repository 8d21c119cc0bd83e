import type { RequestHandler } from 'express';

/** The API answers JSON and images: nothing in them may load, run or be framed (HTML pages set their own). */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";
/** Headers every API response carries; caching is set per route (public lists vs user data). */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.set({
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Content-Security-Policy': API_CSP,
    'Cache-Control': 'private, no-store',
  });
  next();
};
