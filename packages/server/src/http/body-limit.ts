import type { RequestHandler, Response } from 'express';
import { MESSAGES } from '@portal/domain';

/**
 * The most a GraphQL request body may hold: 1 MiB. The largest the web app sends is a student
 * upload (at most 2,000 rows of a name and an ID, about 150 KB with ordinary names); GraphQL
 * takes no files (multipart is off).
 */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

function refuse(res: Response, status: number, code: string, message: string) {
  // The rest of the body is not read: the connection closes after this answer.
  res.setHeader('Connection', 'close');
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

/**
 * Refuses a body over the limit from its Content-Length, before any of it is read: HTTP 413 with
 * a GraphQL-shaped error. Node stops reading a body at its Content-Length, so the declared
 * length bounds what the server reads; a body without one (chunked) is refused with 411.
 */
export function graphqlBodyLimit(limit = GRAPHQL_BODY_LIMIT): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      if (req.headers['transfer-encoding'] === undefined) return next();
      refuse(res, 411, 'LENGTH_REQUIRED', MESSAGES.requestLengthRequired);
      return;
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length > limit) {
      refuse(res, 413, 'PAYLOAD_TOO_LARGE', MESSAGES.requestTooLarge);
      return;
    }
    next();
  };
}
