import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import { bodyRows, callsOf, fieldRefusal, renderLibraryPage } from './library-test-utils';
import AdminSurveysPage from './surveys-page';

const survey = (surveyId: number, title: string, link: string, createdAt: string) => ({
  __typename: 'Survey' as const,
  surveyId,
  title,
  link,
  createdAt,
});

const MID_YEAR = survey(
  2,
  'Mid-Year Check-In',
  'https://forms.example.org/mid',
  '2026-01-10T12:00:00.000Z',
);
const FALL = survey(1, 'Fall Survey', 'https://forms.example.org/fall', '2025-09-01T12:00:00.000Z');

function renderSurveys(handlers: Parameters<typeof fakeLink>[0] = {}) {
  const link = fakeLink({
    AdminSurveys: () => ({ data: { surveys: [FALL, MID_YEAR] } }),
    ...handlers,
  });
  return { link, ...renderLibraryPage(AdminSurveysPage, 'surveys', link) };
}

describe('the admin Surveys screen', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('lists the surveys newest first: Title, Link (a new tab), Date Added', async () => {
    const { link } = renderSurveys();
    expect(screen.getByRole('heading', { level: 2, name: 'Surveys' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Surveys' });
    expect(bodyRows('Surveys').map((row) => row.slice(0, 3))).toEqual([
      ['Mid-Year Check-In', 'https://forms.example.org/mid (opens in a new tab)', '1-10-26'],
      ['Fall Survey', 'https://forms.example.org/fall (opens in a new tab)', '9-1-25'],
    ]);
    const open = screen.getByRole('link', { name: /forms\.example\.org\/mid/ });
    expect(open.getAttribute('href')).toBe(MID_YEAR.link);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(callsOf(link, 'AdminSurveys')[0]?.variables).toEqual({});
  });

  it("adds a survey, trimmed, with 'Update Successful', then reads the list again", async () => {
    const user = userEvent.setup();
    const { link } = renderSurveys({
      AdminCreateSurvey: () => ({
        data: { adminCreateSurvey: { __typename: 'Survey', surveyId: 3 } },
      }),
    });
    await screen.findByRole('table', { name: 'Surveys' });
    await user.type(screen.getByLabelText('Title'), ' Spring Survey ');
    await user.type(screen.getByLabelText(/^Link/), 'https://forms.example.org/spring ');
    await user.click(screen.getByRole('button', { name: 'Add Survey' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminCreateSurvey')[0]?.variables).toEqual({
      title: 'Spring Survey',
      link: 'https://forms.example.org/spring',
    });
    await waitFor(() => expect(callsOf(link, 'AdminSurveys')).toHaveLength(2));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
  });

  it("refuses a link without http(s) with 'Invalid URL' and a missing title with 'Required'", async () => {
    const user = userEvent.setup();
    const { link } = renderSurveys();
    await screen.findByRole('table', { name: 'Surveys' });
    await user.type(screen.getByLabelText(/^Link/), 'forms.example.org/x');
    await user.click(screen.getByRole('button', { name: 'Add Survey' }));
    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText(MESSAGES.required)).toBeTruthy();
    expect(screen.getByText(MESSAGES.invalidUrl)).toBeTruthy();
    expect(screen.getByLabelText(/^Link/).getAttribute('aria-invalid')).toBe('true');
    expect(callsOf(link, 'AdminCreateSurvey')).toEqual([]);
  });

  it("shows the server's refusal on its field", async () => {
    const user = userEvent.setup();
    renderSurveys({ AdminCreateSurvey: () => fieldRefusal('link', MESSAGES.invalidUrl) });
    await screen.findByRole('table', { name: 'Surveys' });
    await user.type(screen.getByLabelText('Title'), 'Survey');
    await user.type(screen.getByLabelText(/^Link/), 'https://forms.example.org/x');
    await user.click(screen.getByRole('button', { name: 'Add Survey' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.invalidUrl);
    expect(screen.getByLabelText(/^Link/).getAttribute('aria-invalid')).toBe('true');
  });

  it("deletes a survey after 'Are you sure?' with 'Delete Successful'", async () => {
    const user = userEvent.setup();
    let surveys = [FALL, MID_YEAR];
    const { link } = renderSurveys({
      AdminSurveys: () => ({ data: { surveys } }),
      AdminDeleteSurvey: () => {
        surveys = [MID_YEAR];
        return { data: { adminDeleteSurvey: { __typename: 'Survey', surveyId: 1 } } };
      },
    });
    await screen.findByRole('table', { name: 'Surveys' });
    await user.click(screen.getByRole('button', { name: 'Delete Fall Survey' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(callsOf(link, 'AdminDeleteSurvey')[0]?.variables).toEqual({ surveyId: 1 });
    await waitFor(() =>
      expect(bodyRows('Surveys').map((r) => r[0])).toEqual(['Mid-Year Check-In']),
    );
    // The row took its Delete button away: focus is on the heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { name: 'Surveys', level: 2 }),
      ),
    );
  });
});
