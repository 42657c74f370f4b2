import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES, PROGRAMS_BY_KEY } from '@portal/domain';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import type { FakeLink } from '../../test/fake-link';
import SurveysPage from './surveys-page';

const survey = (surveyId: number, title: string, link: string, createdAt: string) => ({
  __typename: 'Survey',
  surveyId,
  title,
  link,
  createdAt,
});

function renderPage(link: FakeLink) {
  return render(
    <ApolloProvider client={createApolloClient(link)}>
      <SurveysPage program={PROGRAMS_BY_KEY.backpackBuddy} schoolId={42} />
    </ApolloProvider>,
  );
}

describe('Surveys', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('lists the surveys with their date added and a View link opening a new tab', async () => {
    const link = fakeLink({
      Surveys: () => ({
        data: {
          surveys: [
            survey(
              2,
              'Family Feedback',
              'https://forms.example.org/family',
              '2026-03-02T15:00:00Z',
            ),
            survey(1, 'Mid-Year Check-In', 'https://forms.example.org/mid', '2025-11-09T15:00:00Z'),
            survey(3, 'Broken', 'javascript:alert(1)', '2025-01-01T00:00:00Z'),
          ],
        },
      }),
    });
    renderPage(link);
    screen.getByRole('heading', { level: 2, name: 'Surveys' });
    screen.getByText('Loading');
    const table = await screen.findByRole('table', { name: 'Surveys' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Date Added', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      '3-2-26',
      '11-9-25',
      '1-1-25',
    ]);
    const view = within(table).getByRole('link', { name: /^View Family Feedback/ });
    expect(view.getAttribute('href')).toBe('https://forms.example.org/family');
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toBe('noopener noreferrer');
    // Only web addresses become links.
    expect(within(table).getAllByRole('link')).toHaveLength(2);
    expect(link.calls[0]).toMatchObject({ operationName: 'Surveys', variables: { schoolId: 42 } });
  });

  it("shows 'No Results' without surveys", async () => {
    renderPage(fakeLink({ Surveys: () => ({ data: { surveys: [] } }) }));
    await screen.findByText(MESSAGES.noResults);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'Error' and 'There was an error loading' when the list cannot be loaded", async () => {
    renderPage(fakeLink({ Surveys: () => ({ errors: [{ message: MESSAGES.notFound }] }) }));
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
  });
});
