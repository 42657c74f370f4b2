import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import type { FakeLink } from '../../test/fake-link';
import DocumentsPage from './documents-page';

const object = (Key: string, title: string, Size: number, LastModified: string) => ({
  __typename: 'StorageObject',
  Key,
  title,
  Size,
  LastModified,
  url: `/files/documents/${Key}?expires=1&signature=s`,
});

function renderPage(link: FakeLink) {
  return render(
    <ApolloProvider client={createApolloClient(link)}>
      <DocumentsPage program={PROGRAMS_BY_KEY.backpackBuddy} schoolId={42} />
    </ApolloProvider>,
  );
}

describe('Document Library', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('lists the documents bucket with title, file name, date, size and a download link', async () => {
    const link = fakeLink({
      StorageObjects: () => ({
        data: {
          awsObjects: [
            object('guides/program-guide.pdf', 'Program Guide', 1_572_864, '2026-02-03T10:00:00Z'),
            object('checklist.txt', 'checklist.txt', 2_560, '2025-12-24T10:00:00Z'),
          ],
        },
      }),
    });
    renderPage(link);
    screen.getByRole('heading', { level: 2, name: 'Document Library' });
    screen.getByText('Loading');
    const table = await screen.findByRole('table', { name: 'Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'File Name', 'Last Modified', 'Size', 'Actions']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      ['Program Guide', 'program-guide.pdf', '2-3-26', '1.5 MB'],
      ['checklist.txt', 'checklist.txt', '12-24-25', '2.5 KB'],
    ]);
    const download = within(table).getByRole('link', { name: 'Download Program Guide' });
    expect(download.getAttribute('href')).toBe(
      '/files/documents/guides/program-guide.pdf?expires=1&signature=s',
    );
    expect(download.getAttribute('download')).toBe('program-guide.pdf');
    expect(link.calls[0]).toMatchObject({
      operationName: 'StorageObjects',
      variables: { bucket: 'documents' },
    });
  });

  it("shows 'No Results' for an empty library", async () => {
    renderPage(fakeLink({ StorageObjects: () => ({ data: { awsObjects: [] } }) }));
    await screen.findByText(MESSAGES.noResults);
  });

  it("shows 'Error' and 'There was an error loading' when the list cannot be loaded", async () => {
    renderPage(fakeLink({ StorageObjects: () => ({ errors: [{ message: 'Boom' }] }) }));
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
  });
});
