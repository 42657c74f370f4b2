import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

/** What every log line written while answering a request carries (see logging.ts). */
export interface RequestContext {
  /** One id per request, also sent back as the `x-request-id` response header. */
  requestId: string;
  /** The GraphQL operation's name (or its root fields when it has none), once known. */
  operation?: string;
}

export const REQUEST_ID_HEADER = 'x-request-id';

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function newRequestContext(): RequestContext {
  return { requestId: randomUUID() };
}

/**
 * A fresh id for every request (an id sent by the client is not trusted: it would let a caller
 * write what it likes into the logs), returned as `x-request-id` and kept for the logs.
 */
export const requestIdMiddleware: RequestHandler = (_req, res, next) => {
  const context = newRequestContext();
  res.setHeader(REQUEST_ID_HEADER, context.requestId);
  requestContext.run(context, next);
};
