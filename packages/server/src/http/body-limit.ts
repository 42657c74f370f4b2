import type { Request, RequestHandler, Response } from 'express';
import { MESSAGES } from '@portal/domain';
import { UPLOAD_MAX_BYTES } from '@portal/domain/library/uploads';

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

/** Whether the request is an admin's (a live session): only admins may upload files. */
export type AdminRequestCheck = (req: Request) => Promise<boolean>;

const isMultipart = (req: Request) =>
  /^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '');

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
  isAdminRequest: AdminRequestCheck,
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
    if (!Number.isSafeInteger(length) || length > uploadLimit) {
      refuse(res, 413, 'PAYLOAD_TOO_LARGE', MESSAGES.requestTooLarge);
      return;
    }
    if (length <= limit) return next();
    // Over the JSON limit: only a multipart upload from a live admin session may be this large
    // (its session is looked up before a byte of the body is read; a made-up cookie or token
    // does not pass).
    if (!isMultipart(req)) {
      refuse(res, 413, 'PAYLOAD_TOO_LARGE', MESSAGES.requestTooLarge);
      return;
    }
    isAdminRequest(req).then(
      (admin) => {
        if (admin) next();
        else refuse(res, 413, 'PAYLOAD_TOO_LARGE', MESSAGES.requestTooLarge);
      },
      (error: unknown) => next(error),
    );
  };
}
