import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import type { PortalProgram } from '../../../lib/programs';
import { ToastViewport } from '../../../lib/toast-viewport';
import type { FakeLink } from '../../../test/fake-link';

export const program = PROGRAMS_BY_KEY.backpackBuddy;

/** An admin library screen at its path, as the admin area mounts it. */
export function renderLibraryPage(
  Page: ComponentType<{ program: PortalProgram }>,
  segment: string,
  link: FakeLink,
) {
  const path = `${program.url}/${segment}`;
  const router = createMemoryRouter([{ path, element: <Page program={program} /> }], {
    initialEntries: [path],
  });
  const view = render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
      <ToastViewport />
    </ApolloProvider>,
  );
  return { ...view, router };
}

/** The calls of one operation the fake link answered. */
export const callsOf = (link: FakeLink, operationName: string) =>
  link.calls.filter((c) => c.operationName === operationName);

/** The text of each body row's cells (the table's accessible name is its caption). */
export function bodyRows(tableName: string): string[][] {
  return within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

export const storageObject = (Key: string, LastModified: string, Size: number) => ({
  __typename: 'StorageObject' as const,
  Key,
  LastModified,
  Size,
  title: Key.replace(/\.[^.]+$/, ''),
  url: `/files/documents/${encodeURIComponent(Key)}?expires=1&signature=s`,
});

/** A refusal of the server tied to a field, as parseInput and fieldError send it. */
export const fieldRefusal = (field: string, message: string) => ({
  errors: [
    {
      message,
      extensions: { code: 'BAD_USER_INPUT', field, issues: [{ path: field, message }] },
    },
  ],
});

/** A file whose size is what the test says (without allocating it). */
export function fileOfSize(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
