import type { Request, RequestHandler, Response } from 'express';
import { MESSAGES } from '@portal/domain';
import { UPLOAD_MAX_BYTES } from '@portal/domain/library/uploads';
import { SESSION_COOKIE, readCookie } from './session-cookie.ts';

/**
 * The most a GraphQL request body may hold: 1 MiB. The largest JSON body the web app sends is a
 * student upload (at most 2,000 rows of a name and an ID, about 150 KB with ordinary names).
 */
export const GRAPHQL_BODY_LIMIT = 1024 * 1024;

/**
 * The most a multipart GraphQL request (a file upload, uploadS3Object) may hold: the largest file
 * plus 64 KiB for the operation, the map and the part headers.
 */
export const GRAPHQL_UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

/**
 * A multipart body from a signed-in caller (a session cookie or a bearer token) may be as large
 * as an upload; anybody else's gets the ordinary limit (only admins may upload, and an anonymous
 * caller should not make the server buffer 10 MB to learn that).
 */
function limitOf(req: Request, limit: number, uploadLimit: number): number {
  const multipart = /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');
  if (!multipart) return limit;
  const credentials =
    req.headers.authorization !== undefined ||
    readCookie(req.headers.cookie, SESSION_COOKIE) !== undefined;
  return credentials ? uploadLimit : limit;
}

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
export function graphqlBodyLimit(
  limit = GRAPHQL_BODY_LIMIT,
  uploadLimit = GRAPHQL_UPLOAD_BODY_LIMIT,
): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next();
    const declared = req.headers['content-length'];
    if (declared === undefined) {
      if (req.headers['transfer-encoding'] === undefined) return next();
      refuse(res, 411, 'LENGTH_REQUIRED', MESSAGES.requestLengthRequired);
      return;
    }
    const length = Number(declared);
    if (!Number.isSafeInteger(length) || length > limitOf(req, limit, uploadLimit)) {
      refuse(res, 413, 'PAYLOAD_TOO_LARGE', MESSAGES.requestTooLarge);
      return;
    }
    next();
  };
}
