import type { ReactNode } from 'react';
import { ErrorBlock } from './error-block';
import { Loading } from './loading';
import { NoResults } from './no-results';

/**
 * The common states of a loaded list: Loading, 'Error' / 'There was an error loading',
 * 'No Results' for an empty list, otherwise the list itself.
 */
export function ListStates<T>({
  rows,
  error,
  children,
}: {
  rows: readonly T[] | undefined;
  error: unknown;
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (rows) return rows.length === 0 ? <NoResults /> : <>{children(rows)}</>;
  return error ? <ErrorBlock headingLevel={3} /> : <Loading />;
}
