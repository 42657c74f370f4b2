import { GraphQLError } from 'graphql';
import type { LoggerOptions } from 'pino';
import { requestContext } from './request-context.ts';

/**
 * An error as the logs may keep it: its class, codes and stack frames, never its message. A
 * message may hold what the statement was given (drizzle's 'Failed query: … params: …', a
 * PostgreSQL 'invalid input syntax for type integer: "…"' or a unique violation's key), and so
 * personal data, password hashes or tokens.
 */
export interface SafeError {
  type: string;
  /** SQLSTATE of a database error, a GraphQL error's extensions.code, a Node error code. */
  code?: string;
  /** Names from the database error, which are schema names and never values. */
  constraint?: string;
  table?: string;
  column?: string;
  /** The GraphQL path (root field first) of a resolver's error. */
  path?: string;
  stack?: string[];
  cause?: SafeError;
}

const STACK_FRAMES = 12;

function stackFrames(stack: string | undefined): string[] | undefined {
  if (!stack) return undefined;
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map((line) => line.trim())
    .slice(0, STACK_FRAMES);
  return frames.length > 0 ? frames : undefined;
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;

export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { type: error === null ? 'null' : typeof error };
  const fields = error as Error & Record<string, unknown>;
  const out: SafeError = { type: error.constructor?.name || error.name || 'Error' };
  const code =
    error instanceof GraphQLError ? text(error.extensions['code']) : text(fields['code']);
  if (code) out.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = text(fields[key]);
    if (value) out[key] = value;
  }
  if (error instanceof GraphQLError && error.path) out.path = error.path.join('.');
  const stack = stackFrames(error.stack);
  if (stack) out.stack = stack;
  const cause = error instanceof GraphQLError ? error.originalError : fields['cause'];
  if (cause && cause !== error && depth < 3) out.cause = safeError(cause, depth + 1);
  return out;
}

/** Headers and fields that hold secrets, wherever a log line's object has them. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'passwordHash',
  'newPassword',
  'token',
  'passwordResetToken',
  'signatureToken',
];

export const REDACTED_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]),
  'headers["set-cookie"]',
  '*.headers["set-cookie"]',
  'variables',
  '*.variables',
];

/**
 * pino's settings for the server: every line written while answering a request carries its
 * request id and GraphQL operation; errors are logged by safeError (no message); secret fields
 * and GraphQL variables (which hold what users typed) are redacted.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    mixin() {
      const context = requestContext.getStore();
      if (!context) return {};
      return context.operation
        ? { requestId: context.requestId, operation: context.operation }
        : { requestId: context.requestId };
    },
    serializers: { err: safeError, error: safeError },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    hooks: {
      // pino takes a line's message from its error when none is given: give one, so an error's
      // message never becomes the line's.
      logMethod(args, method) {
        const [first, second, ...rest] = args as unknown[];
        const message = typeof second === 'string' ? second : 'Error';
        if (first instanceof Error) {
          return method.apply(this, [{ err: first }, message, ...rest] as never);
        }
        if (
          first !== null &&
          typeof first === 'object' &&
          ('err' in first || 'error' in first) &&
          typeof second !== 'string'
        ) {
          return method.apply(this, [first, message, ...rest] as never);
        }
        return method.apply(this, args);
      },
    },
  };
}
