import type { RequestHandler } from 'express';
import type { CachePolicy } from '../../domain/api';

export const CACHE_CONTROL: Record<CachePolicy, string> = {
  public: 'public, max-age=60, s-maxage=300',
  private: 'private, no-store',
};

/** Public lists may be cached by browsers and the CDN; anything user-specific never. */
export function cache(policy: CachePolicy): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', CACHE_CONTROL[policy]);
    next();
  };
}
