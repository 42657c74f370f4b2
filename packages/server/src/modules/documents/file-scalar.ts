import { GraphQLError, GraphQLScalarType } from 'graphql';
import { MESSAGES } from '@portal/domain';

/** What an uploaded file offers the resolvers (a WHATWG File, from Yoga's multipart parser). */
export interface UploadedFile {
  readonly name: string;
  readonly size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Record<string, unknown>;
  return (
    typeof file.name === 'string' &&
    typeof file.size === 'number' &&
    typeof file.arrayBuffer === 'function'
  );
}

/**
 * `File`: a file part of a GraphQL multipart request, handed to the resolver as it is. Anything
 * else (a string, an object in JSON) is refused with 'Required'; a file cannot be written in the
 * document itself.
 */
export const FileScalar = new GraphQLScalarType<UploadedFile, never>({
  name: 'File',
  description: 'A file sent with the GraphQL multipart request.',
  parseValue(value) {
    if (!isUploadedFile(value)) throw new GraphQLError(MESSAGES.required);
    return value;
  },
  parseLiteral() {
    throw new GraphQLError(MESSAGES.required);
  },
  serialize() {
    throw new GraphQLError('A file cannot be sent in an answer');
  },
});
