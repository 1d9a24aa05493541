import type { FastifyRequest } from "fastify";

/**
 * A lookup made at most once per request: a route's access resolver (plugins/access.ts) reads the record it is
 * addressed by, and the handler then uses the same row instead of reading it again.
 */
export function perRequest<T>(
  load: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const kept = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let pending = kept.get(request);
    if (!pending) {
      pending = load(request);
      kept.set(request, pending);
    }
    return pending;
  };
}
