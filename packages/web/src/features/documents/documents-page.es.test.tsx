import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { activateLanguage } from '../../i18n/i18n';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import DocumentsPage from './documents-page';

describe('Document Library in Spanish', () => {
  beforeEach(async () => {
    await act(() => activateLanguage('es'));
  });

  it('lists the documents with Spanish headers, dates and Download links', async () => {
    const link = fakeLink({
      StorageObjects: () => ({
        data: {
          awsObjects: [
            {
              __typename: 'StorageObject',
              Key: 'guides/program-guide.pdf',
              title: 'Program Guide',
              Size: 1_572_864,
              LastModified: '2026-02-03T10:00:00Z',
              url: '/files/documents/guides/program-guide.pdf?expires=1&signature=s',
            },
          ],
        },
      }),
    });
    render(
      <ApolloProvider client={createApolloClient(link)}>
        <DocumentsPage program={PROGRAMS_BY_KEY.backpackBuddy} schoolId={42} />
      </ApolloProvider>,
    );
    screen.getByRole('heading', { level: 2, name: 'Biblioteca de documentos' });
    const table = await screen.findByRole('table', { name: 'Documentos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Título', 'Nombre del archivo', 'Última modificación', 'Tamaño', 'Acciones']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 4)
        .map((c) => c.textContent),
    ).toEqual(['Program Guide', 'program-guide.pdf', '3/2/26', '1.5 MB']);
    within(row).getByRole('link', { name: 'Descargar Program Guide' });
    expect(document.title).toBe('Biblioteca de documentos | Backpack Buddy | Portal de Socios');
  });
});
