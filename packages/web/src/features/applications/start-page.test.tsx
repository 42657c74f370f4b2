import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, PROGRAMS_BY_KEY, SETTINGS_MESSAGES, type ProgramKey } from '@portal/domain';
import { createApolloClient } from '../../lib/apollo-client';
import { fakeLink } from '../../test/fake-link';
import { START_PAGE_MESSAGES, StartPage, startYearQuery } from './start-page';

const NULLS = {
  schoolEnabled: null,
  summerEnabled: null,
  waitlistEnabled: null,
  acceptingApplications: null,
  waitlisted: null,
  applicationYear: null,
};

function renderStart(
  key: ProgramKey,
  config: Record<string, unknown>,
  terms: ('SCHOOL' | 'SUMMER')[],
  { search = '', applicationBuilt = true }: { search?: string; applicationBuilt?: boolean } = {},
) {
  const program = PROGRAMS_BY_KEY[key];
  const link = fakeLink({
    StartPage: () => ({
      data: {
        programConfig: {
          __typename: 'ProgramConfig',
          id: program.programEnum,
          program: program.programEnum,
          ...NULLS,
          ...config,
        },
        ...(program.termYearParam === 'termYear'
          ? {
              programTerms: terms.map((type, i) => ({
                __typename: 'ProgramTerm',
                termId: i + 1,
                type,
                year: 2025,
              })),
            }
          : {}),
      },
    }),
  });
  const router = createMemoryRouter(
    [
      {
        path: `${program.url}/start`,
        element: <StartPage program={program} applicationBuilt={applicationBuilt} />,
      },
    ],
    { initialEntries: [`${program.url}/start${search}`] },
  );
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { program, link };
}

type Expect = 'open' | 'waitlist' | 'noTerms' | 'closed';

describe('the start page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each<[ProgramKey, Record<string, unknown>, ('SCHOOL' | 'SUMMER')[], Expect]>([
    ['backpackBuddy', { schoolEnabled: true, summerEnabled: true }, ['SCHOOL', 'SUMMER'], 'open'],
    [
      'backpackBuddy',
      { schoolEnabled: false, summerEnabled: false },
      ['SCHOOL', 'SUMMER'],
      'closed',
    ],
    ['backpackBuddy', { schoolEnabled: true, summerEnabled: true }, [], 'noTerms'],
    [
      'schoolMarket',
      { schoolEnabled: true, summerEnabled: false, waitlistEnabled: true },
      ['SCHOOL'],
      'waitlist',
    ],
    [
      'schoolMarket',
      { schoolEnabled: true, summerEnabled: false, waitlistEnabled: false },
      ['SCHOOL'],
      'open',
    ],
    [
      'schoolMarket',
      { schoolEnabled: false, summerEnabled: true, waitlistEnabled: true },
      ['SCHOOL'],
      'closed',
    ],
    [
      'teachersAid',
      { schoolEnabled: true, summerEnabled: true, waitlistEnabled: true },
      ['SUMMER'],
      'waitlist',
    ],
    [
      'teachersAid',
      { schoolEnabled: true, summerEnabled: true, waitlistEnabled: false },
      [],
      'noTerms',
    ],
    [
      'kidsCafe',
      { acceptingApplications: true, waitlisted: true, applicationYear: 2024 },
      [],
      'waitlist',
    ],
    [
      'kidsCafe',
      { acceptingApplications: false, waitlisted: false, applicationYear: 2024 },
      [],
      'closed',
    ],
    ['partnerServices', { acceptingApplications: true, applicationYear: 2025 }, [], 'open'],
    ['partnerServices', { acceptingApplications: false, applicationYear: 2025 }, [], 'closed'],
  ])('%s %j with terms %j: %s', async (key, config, terms, expected) => {
    const { program } = renderStart(key, config, terms);
    screen.getByRole('heading', { level: 2, name: `Apply to ${program.name}` });
    const waitlistHeading = MESSAGES.waitlistHeading(program.name);
    if (expected === 'open' || expected === 'waitlist') {
      const start = await screen.findByRole('link', { name: 'Start Application' });
      const year = config.applicationYear;
      expect(start.getAttribute('href')).toBe(
        `${program.url}/application/step-1${typeof year === 'number' ? `?applicationYear=${year}` : ''}`,
      );
      expect(screen.queryByText(MESSAGES.notAcceptingNewNotice)).toBeNull();
      expect(screen.queryByText(MESSAGES.notAcceptingThisYearNotice)).toBeNull();
      // The deadlines, for the programs with a school year and a summer (not Partner Services).
      expect(screen.queryAllByText(/are due May 30/)).toHaveLength(program.showsDeadlines ? 1 : 0);
    }
    if (expected === 'waitlist') {
      screen.getByRole('heading', { level: 3, name: waitlistHeading });
      const mail = screen.getByRole('link', { name: program.contactEmail });
      expect(mail.getAttribute('href')).toBe(`mailto:${program.contactEmail}`);
      screen.getByText(
        key === 'kidsCafe'
          ? MESSAGES.kidsCafeSummerAtCapacity
          : SETTINGS_MESSAGES.waitlistGeneric(program.name),
      );
    } else {
      expect(screen.queryByRole('heading', { name: waitlistHeading })).toBeNull();
    }
    if (expected === 'closed' || expected === 'noTerms') {
      await screen.findByText(
        expected === 'closed'
          ? MESSAGES.notAcceptingNewNotice
          : MESSAGES.notAcceptingThisYearNotice,
      );
      expect(screen.queryByRole('link', { name: 'Start Application' })).toBeNull();
    }
  });

  // A program whose form is not built yet (its module's `application` is notBuilt): the same
  // settings messages, and instead of Start Application the note that the online application
  // opens soon, with the contact mail link (given once: under the waitlist, by the waitlist).
  it.each<[ProgramKey, Record<string, unknown>, ('SCHOOL' | 'SUMMER')[], Expect]>([
    ['schoolMarket', { schoolEnabled: true, waitlistEnabled: true }, ['SCHOOL'], 'waitlist'],
    ['schoolMarket', { schoolEnabled: true, waitlistEnabled: false }, ['SCHOOL'], 'open'],
    ['schoolMarket', { schoolEnabled: false, summerEnabled: false }, ['SCHOOL'], 'closed'],
    ['teachersAid', { summerEnabled: true, waitlistEnabled: true }, ['SUMMER'], 'waitlist'],
    ['teachersAid', { schoolEnabled: true }, [], 'noTerms'],
    ['kidsCafe', { acceptingApplications: true, waitlisted: true }, [], 'waitlist'],
    ['kidsCafe', { acceptingApplications: false, waitlisted: true }, [], 'closed'],
    ['partnerServices', { acceptingApplications: true }, [], 'open'],
    ['partnerServices', { acceptingApplications: false }, [], 'closed'],
  ])('form not built: %s %j with terms %j: %s', async (key, config, terms, expected) => {
    const { program } = renderStart(key, config, terms, { applicationBuilt: false });
    const opensSoon = START_PAGE_MESSAGES.applicationOpensSoon(program.name);
    const waitlistHeading = MESSAGES.waitlistHeading(program.name);
    if (expected === 'open' || expected === 'waitlist') {
      const note = await screen.findByText(opensSoon, { exact: false });
      const mails = screen.getAllByRole('link', { name: program.contactEmail });
      expect(mails).toHaveLength(1);
      expect(mails[0]!.getAttribute('href')).toBe(`mailto:${program.contactEmail}`);
      if (expected === 'waitlist') {
        screen.getByRole('heading', { level: 3, name: waitlistHeading });
        expect(note.contains(mails[0]!)).toBe(false);
      } else {
        expect(note.contains(mails[0]!)).toBe(true);
        expect(screen.queryByRole('heading', { name: waitlistHeading })).toBeNull();
      }
    } else {
      await screen.findByText(
        expected === 'closed'
          ? MESSAGES.notAcceptingNewNotice
          : MESSAGES.notAcceptingThisYearNotice,
      );
      expect(screen.queryByText(opensSoon, { exact: false })).toBeNull();
      expect(screen.queryByRole('heading', { name: waitlistHeading })).toBeNull();
    }
    expect(screen.queryByRole('link', { name: 'Start Application' })).toBeNull();
    expect(screen.queryByText(/save a draft/)).toBeNull();
  });

  it("asks about the year of the program's parameter, and keeps it on the link", async () => {
    const { link } = renderStart(
      'schoolMarket',
      { schoolEnabled: true, summerEnabled: true, waitlistEnabled: false },
      ['SCHOOL'],
      { search: '?termYear=2026' },
    );
    const start = await screen.findByRole('link', { name: 'Start Application' });
    expect(start.getAttribute('href')).toBe('/school-market/application/step-1?termYear=2026');
    expect(link.calls[0]!.variables).toEqual({
      program: 'SCHOOL_MARKET',
      termYear: 2026,
      withTerms: true,
    });
    const kc = renderStart('kidsCafe', { acceptingApplications: true, waitlisted: false }, []);
    await screen.findAllByRole('link', { name: 'Start Application' });
    expect(kc.link.calls[0]!.variables).toEqual({
      program: 'KIDS_CAFE',
      termYear: 2024,
      withTerms: false,
    });
  });

  it('links a program with a configured application year to that year, unless the page names one', async () => {
    renderStart(
      'kidsCafe',
      { acceptingApplications: true, waitlisted: false, applicationYear: 2027 },
      [],
    );
    const start = await screen.findByRole('link', { name: 'Start Application' });
    expect(start.getAttribute('href')).toBe('/kids-cafe/application/step-1?applicationYear=2027');
    expect(
      startYearQuery(PROGRAMS_BY_KEY.kidsCafe, new URLSearchParams('applicationYear=2025'), 2027),
    ).toBe('?applicationYear=2025');
    expect(startYearQuery(PROGRAMS_BY_KEY.partnerServices, new URLSearchParams(), 2028)).toBe(
      '?applicationYear=2028',
    );
    // A program whose intake is by terms opens the form on its own default year.
    expect(startYearQuery(PROGRAMS_BY_KEY.schoolMarket, new URLSearchParams(), 2027)).toBe('');
  });

  it("shows 'Error' when the settings do not load", async () => {
    const program = PROGRAMS_BY_KEY.teachersAid;
    const link = fakeLink({ StartPage: () => new Error('offline') });
    const router = createMemoryRouter(
      [
        {
          path: `${program.url}/start`,
          element: <StartPage program={program} applicationBuilt />,
        },
      ],
      { initialEntries: [`${program.url}/start`] },
    );
    render(
      <ApolloProvider client={createApolloClient(link)}>
        <RouterProvider router={router} />
      </ApolloProvider>,
    );
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
    expect(screen.queryByRole('link', { name: 'Start Application' })).toBeNull();
  });
});
