import { ApolloProvider } from '@apollo/client/react';
import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PROGRAMS_BY_KEY } from '@portal/domain';
import { activateLanguage } from '../../i18n/i18n';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import SurveysPage from './surveys-page';

describe('Surveys in Spanish', () => {
  beforeEach(async () => {
    await act(() => activateLanguage('es'));
  });

  it('lists the surveys with Spanish headers, dates and View links', async () => {
    const link = fakeLink({
      Surveys: () => ({
        data: {
          surveys: [
            {
              __typename: 'Survey',
              surveyId: 2,
              title: 'Family Feedback',
              link: 'https://forms.example.org/family',
              createdAt: '2026-03-02T15:00:00Z',
            },
          ],
        },
      }),
    });
    render(
      <ApolloProvider client={createApolloClient(link)}>
        <SurveysPage program={PROGRAMS_BY_KEY.backpackBuddy} schoolId={42} />
      </ApolloProvider>,
    );
    screen.getByRole('heading', { level: 2, name: 'Encuestas' });
    const table = await screen.findByRole('table', { name: 'Encuestas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Título', 'Fecha en que se agregó', 'Acciones']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    ).toEqual(['Family Feedback', '2/3/26']);
    within(row).getByRole('link', {
      name: 'Ver Family Feedback (se abre en una pestaña nueva)',
    });
    expect(document.title).toBe('Encuestas | Backpack Buddy | Portal de Socios');
  });
});
