import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { INPUT_CEILINGS, MESSAGES, hasControlCharacters } from '@portal/domain';

/** What the guard refuses: the message the caller reads and where (argument or variable path). */
export interface InputProblem {
  message: string;
  field: string;
}

function textProblem(text: string, field: string): InputProblem | null {
  if (text.length > INPUT_CEILINGS.textLength) {
    return { message: MESSAGES.maxLength(INPUT_CEILINGS.textLength), field };
  }
  // The field's own rule (the domain) refuses tab and line breaks where one line is expected.
  if (hasControlCharacters(text, 'multiLine'))
    return { message: MESSAGES.controlCharacters, field };
  return null;
}

function listProblem(length: number, field: string): InputProblem | null {
  return length > INPUT_CEILINGS.listLength
    ? { message: MESSAGES.tooManyAtOnce(INPUT_CEILINGS.listLength, 'items'), field }
    : null;
}

const joined = (path: readonly (string | number)[]) => path.join('.');

/**
 * A file of a multipart request (a Blob: bytes and a size): the File scalar's resolver checks it,
 * not the guard, which would otherwise walk its buffered bytes one by one.
 */
function isFileValue(value: object): boolean {
  const file = value as { size?: unknown; arrayBuffer?: unknown };
  return typeof file.size === 'number' && typeof file.arrayBuffer === 'function';
}

/** The first problem of the variables (JSON values), walked without recursion. */
export function variablesProblem(variables: unknown): InputProblem | null {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: variables, path: [] }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value, joined(path));
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      const problem = listProblem(value.length, joined(path));
      if (problem) return problem;
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === 'object' && !isFileValue(value)) {
      for (const [key, item] of Object.entries(value))
        stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/** The argument and input-field names above a literal value, as 'input.firstName'. */
function literalPath(
  parent: ASTNode | readonly ASTNode[] | undefined,
  ancestors: readonly (ASTNode | readonly ASTNode[])[],
): string {
  const names: string[] = [];
  for (const node of parent ? [...ancestors, parent] : ancestors) {
    if ('kind' in node && (node.kind === Kind.ARGUMENT || node.kind === Kind.OBJECT_FIELD)) {
      names.push(node.name.value);
    }
  }
  return names.join('.');
}

/** The first problem of the values written in the document itself (arguments, defaults). */
export function documentProblem(document: DocumentNode): InputProblem | null {
  let found: InputProblem | null = null;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      found ??= textProblem(node.value, literalPath(parent, ancestors));
      return found ? false : undefined;
    },
    ListValue(node, _key, parent, _path, ancestors) {
      found ??= listProblem(node.values.length, literalPath(parent, ancestors));
      return found ? false : undefined;
    },
  });
  return found;
}

/**
 * Defence in depth (issue 12, bad input): before any operation runs, refuses a string argument or
 * variable holding a control character other than tab, line feed and carriage return (a NUL
 * byte makes PostgreSQL fail) or longer than INPUT_CEILINGS.textLength, and a list longer than
 * INPUT_CEILINGS.listLength, with a GraphQL error (code BAD_USER_INPUT, the path in `field`).
 * The ceilings are above every field's own maximum, so the domain schemas' messages are what a
 * person reads; the guard covers arguments no schema reads. Nothing is executed when it refuses.
 */
/**
 * documentProblem once per document: Yoga parses a query text once and gives the same
 * DocumentNode to every request of that text (its parse cache), so the literals are checked
 * when the text is first seen, not on every request (the walk was a tenth of a small request's
 * CPU in the bench).
 */
const checkedDocuments = new WeakMap<DocumentNode, InputProblem | null>();

export function cachedDocumentProblem(document: DocumentNode): InputProblem | null {
  if (checkedDocuments.has(document)) return checkedDocuments.get(document)!;
  const problem = documentProblem(document);
  checkedDocuments.set(document, problem);
  return problem;
}

export function useInputGuard(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = variablesProblem(args.variableValues) ?? cachedDocumentProblem(args.document);
      if (!problem) return;
      setResultAndStopExecution({
        errors: [
          createGraphQLError(problem.message, {
            extensions: { code: 'BAD_USER_INPUT', field: problem.field },
          }),
        ],
      });
    },
  };
}
