import type { Request } from 'express';
import { GraphQLError, getOperationAST, type DocumentNode, type GraphQLSchema } from 'graphql';
import {
  createGraphQLError,
  createYoga,
  maskError,
  type Plugin,
  type YogaLogger,
  type YogaServerInstance,
} from 'graphql-yoga';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import type { Logger } from 'pino';
import { MESSAGES } from '@portal/domain';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { REQUEST_ID_HEADER, requestContext } from '../http/request-context.ts';
import {
  CSRF_HEADER,
  SESSION_COOKIE,
  clearedSessionCookie,
  readCookie,
  sessionCookie,
  sessionCookieIsSecure,
} from '../http/session-cookie.ts';
import { bearerToken, viewerForToken } from '../modules/auth/sessions.ts';
import type { Services } from '../services/index.ts';
import { graphqlLimitPlugins } from './armor.ts';
import { useInputGuard } from './input-guard.ts';
import type { Context } from './context.ts';
import { buildSchema } from './schema.ts';

export interface ServerContext {
  req?: Pick<Request, 'ip' | 'socket'>;
}

export type Yoga = YogaServerInstance<ServerContext, Context>;

/** A request that carries the session cookie without the client's header (a cross-site form). */
export const CSRF_REFUSED = 'Required CSRF header(s) not present';

/** The operation's name for the logs, or its kind and root fields when it has none. */
function operationLabel(document: DocumentNode, name: string | null | undefined): string {
  const operation = getOperationAST(document, name);
  if (!operation) return 'unknown operation';
  if (operation.name) return operation.name.value;
  const fields = operation.selectionSet.selections
    .map((s) => (s.kind === 'Field' ? s.name.value : '…'))
    .slice(0, 5);
  return `${operation.operation} ${fields.join(',')}`;
}

const codeOf = (error: GraphQLError) => {
  const code = error.extensions['code'];
  return typeof code === 'string' ? code : 'GRAPHQL_ERROR';
};

/**
 * Yoga's own log calls go to pino. Yoga logs an unexpected error (one it masks) as the raw
 * error: it is logged as its class, codes and stack frames (logging.ts), never its message.
 */
function yogaLogger(logger: Logger): YogaLogger {
  const write =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const err = args.find((a) => a instanceof Error);
      const text = args.filter((a) => typeof a === 'string').join(' ');
      if (err) {
        logger[level](
          { err, code: 'INTERNAL_SERVER_ERROR' },
          level === 'error' ? 'Unexpected error' : text || 'GraphQL server',
        );
      } else {
        logger[level](text || 'GraphQL server');
      }
    };
  return { debug: write('debug'), info: write('info'), warn: write('warn'), error: write('error') };
}

/**
 * The request's log context (http/request-context.ts): the operation's name once known, and the
 * request id returned as a header. Refusals are logged by code (never by message: a message
 * may quote what the caller sent).
 */
function useRequestLog(logger: Logger): Plugin<Context> {
  const setOperation = (label: string) => {
    const context = requestContext.getStore();
    if (context) context.operation = label;
  };
  return {
    onParams({ params }) {
      if (params.operationName) setOperation(params.operationName);
    },
    onValidate() {
      return ({ valid, result }) => {
        if (valid) return;
        const codes = [...new Set(result.map((e) => codeOf(e)))];
        logger.warn({ codes, errors: result.length }, 'GraphQL document refused');
      };
    },
    onExecute({ args }) {
      setOperation(operationLabel(args.document, args.operationName));
      return {
        onExecuteDone({ result }) {
          if (!('errors' in result) || !result.errors) return;
          for (const error of result.errors) {
            // Unexpected errors are logged once, by Yoga's masking (yogaLogger).
            const original = error.originalError;
            if (original && !(original instanceof GraphQLError)) continue;
            logger.info({ code: codeOf(error), path: error.path?.join('.') }, 'GraphQL error');
          }
        },
      };
    },
    onResponse({ response }) {
      const id = requestContext.getStore()?.requestId;
      if (id) response.headers.set(REQUEST_ID_HEADER, id);
    },
  };
}

/**
 * What authenticates a request: with an Authorization header, that header alone (a bearer
 * token; any other scheme is nobody) and never the session cookie; without one, the cookie.
 */
function credentialsOf(request: globalThis.Request): {
  bearer: string | undefined;
  cookie: string | undefined;
} {
  const authorization = request.headers.get('authorization');
  if (authorization !== null) return { bearer: bearerToken(authorization), cookie: undefined };
  return { bearer: undefined, cookie: readCookie(request.headers.get('cookie'), SESSION_COOKIE) };
}

/**
 * CSRF (ASVS 4.2.2): Yoga's plugin refuses the requests a cross-site page can send without a
 * CORS preflight (forms, text/plain) unless they carry our header; and a request that carries
 * the session cookie must always carry it, whatever its content type — unless it authenticates
 * by a bearer token, which makes the cookie play no part (credentialsOf). A browser adds no
 * Authorization header to a cross-site request by itself, and a page cannot add one without a
 * preflight that only configured origins pass (http/security-headers.ts).
 */
function useCsrfProtection(): Plugin<Context>[] {
  return [
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }) as Plugin<Context>,
    {
      onRequestParse({ request }) {
        if (request.headers.has(CSRF_HEADER)) return;
        if (credentialsOf(request).bearer !== undefined) return;
        if (readCookie(request.headers.get('cookie'), SESSION_COOKIE) === undefined) return;
        throw createGraphQLError(CSRF_REFUSED, {
          extensions: { code: 'CSRF_REFUSED', http: { status: 403 } },
        });
      },
    },
  ];
}

export function createGraphqlServer(deps: {
  db: Db;
  config: Config;
  services: Services;
  schema?: GraphQLSchema;
}): Yoga {
  const schema = deps.schema ?? buildSchema();
  const secure = sessionCookieIsSecure(deps.config.publicUrl);
  const logger = deps.services.logger;
  /** Set-Cookie lines of each request's answer, added when the answer is sent. */
  const cookiesOut = new WeakMap<globalThis.Request, string[]>();

  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL runs inline and CDN scripts that the Content-Security-Policy refuses.
    graphiql: false,
    // CORS is answered for the whole app by http/security-headers.ts (configured origins only);
    // Yoga's default would echo any origin.
    cors: false,
    // The GraphQL multipart request spec, for the one operation that takes a file
    // (uploadS3Object, a `File` argument): spreadsheets are still read in the browser and sent as
    // rows. The body limit (http/body-limit.ts) bounds a multipart body; the input guard leaves
    // files alone; the resolver checks the file (domain library/uploads.ts).
    multipart: true,
    // An unexpected error reaches the client as the spec's unknown error; the log keeps it.
    maskedErrors: {
      maskError: (error, _message, isDev) => maskError(error, MESSAGES.unknownError, isDev),
    },
    logging: yogaLogger(logger),
    plugins: [
      useRequestLog(logger),
      ...useCsrfProtection(),
      ...graphqlLimitPlugins({ introspection: deps.config.graphqlIntrospection }),
      // Control characters and oversized strings or lists in any argument, before resolvers.
      useInputGuard(),
      {
        onResponse({ request, response }) {
          for (const cookie of cookiesOut.get(request) ?? []) {
            response.headers.append('set-cookie', cookie);
          }
        },
      },
    ],
    context: async ({ request, req }) => {
      // API clients (and the tests, the bench) send the token as a bearer header; browsers
      // send the HttpOnly cookie. Never both: an Authorization header sets the cookie aside.
      const { bearer, cookie } = credentialsOf(request);
      const token = bearer ?? cookie;
      const viewer = token ? await viewerForToken(deps.db, token, deps.config.sessionIdleMs) : null;
      const outgoing: string[] = [];
      cookiesOut.set(request, outgoing);
      // A cookie of a session that has ended goes, so the browser stops sending it.
      if (cookie && !viewer) outgoing.push(clearedSessionCookie(secure));
      return {
        viewer,
        clientAddress: req?.ip ?? req?.socket?.remoteAddress ?? 'unknown',
        db: deps.db,
        config: deps.config,
        services: deps.services,
        sessionCookie: {
          set: (session) => outgoing.push(sessionCookie(session.token, session.expiresAt, secure)),
          clear: () => outgoing.push(clearedSessionCookie(secure)),
        },
      };
    },
  });
}
