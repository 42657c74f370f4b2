import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import {
  MESSAGES,
  PROGRAMS_BY_KEY,
  SETTINGS_MESSAGES,
  notBuilt,
  type Program,
} from '@portal/domain';
import { createApolloClient } from '../../../lib/apollo-client';
import { toast } from '../../../lib/toast-store';
import { ToastViewport } from '../../../lib/toast-viewport';
import { fakeLink, type FakeLink } from '../../../test/fake-link';
import { WEB_PROGRAMS } from '../../../programs/registry';
import ProgramSettingsPage from './program-settings-page';
import type { SettingsTabEntries } from './settings-screens';

const BB = PROGRAMS_BY_KEY.backpackBuddy;
const SM = PROGRAMS_BY_KEY.schoolMarket;
const KC = PROGRAMS_BY_KEY.kidsCafe;
const PS = PROGRAMS_BY_KEY.partnerServices;

const term = (termId: number, type: 'SCHOOL' | 'SUMMER', year: number) => ({
  __typename: 'ProgramTerm' as const,
  termId,
  type,
  year,
  termFormatted: type === 'SCHOOL' ? `${year}-${year + 1} School Year` : `Summer ${year}`,
  startDate: type === 'SCHOOL' ? `${year}-08-01T00:00:00.000Z` : `${year}-06-01T00:00:00.000Z`,
  endDate: type === 'SCHOOL' ? `${year + 1}-05-31T00:00:00.000Z` : `${year}-08-31T00:00:00.000Z`,
});

function settings(
  program: Program,
  config: Record<string, unknown>,
  overrides: Record<string, unknown> = {},
) {
  return {
    __typename: 'AdminProgramSettings' as const,
    id: program.programEnum,
    program: program.programEnum,
    config: {
      __typename: 'ProgramConfig' as const,
      id: program.programEnum,
      program: program.programEnum,
      schoolEnabled: null,
      summerEnabled: null,
      waitlistEnabled: null,
      acceptingApplications: null,
      waitlisted: null,
      applicationYear: null,
      lastEdited: '2026-03-05T15:00:00.000Z',
      ...config,
    } as Record<string, unknown>,
    lastEdited: '2026-03-05T15:00:00.000Z',
    lastEditedBy: 'Ada Admin',
    nextTermYear: null,
    terms: [] as unknown[],
    history: [] as unknown[],
    ...overrides,
  };
}

function renderSettings(
  program: Program,
  path: string,
  link: FakeLink,
  tabs: SettingsTabEntries = WEB_PROGRAMS[program.key].settingsTabs,
) {
  const router = createMemoryRouter(
    [
      {
        path: `${program.url}/settings/*`,
        element: <ProgramSettingsPage program={program} tabs={tabs} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={createApolloClient(link)}>
      <RouterProvider router={router} />
      <ToastViewport />
    </ApolloProvider>,
  );
  return router;
}

describe('Program Settings', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    toast.list().forEach((t) => toast.dismiss(t.id));
  });

  it('Backpack Buddy Active Terms: toggles, terms, last edited; saves a toggle', async () => {
    const user = userEvent.setup();
    const loaded = settings(
      BB,
      { schoolEnabled: true, summerEnabled: true },
      { nextTermYear: 2027, terms: [term(3, 'SCHOOL', 2026), term(4, 'SUMMER', 2026)] },
    );
    const saved = settings(
      BB,
      { schoolEnabled: true, summerEnabled: false },
      {
        ...loaded,
        lastEdited: '2026-11-25T15:00:00.000Z',
        history: [
          {
            __typename: 'AuditEntry',
            id: '9',
            action: 'UPDATE_TERM_SETTINGS',
            entityType: 'program_settings',
            entityId: 1,
            actorName: 'Ada Admin',
            createdAt: '2026-11-25T15:00:00.000Z',
            changes: [
              { __typename: 'AuditChange', field: 'summerEnabled', before: 'true', after: 'false' },
            ],
          },
        ],
      },
    );
    saved.config = { ...saved.config, schoolEnabled: true, summerEnabled: false };
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: loaded } }),
      AdminUpdateTermSettings: () => ({ data: { adminUpdateTermSettings: saved } }),
    });
    renderSettings(BB, '/backpack-buddy/settings', link);

    await screen.findByRole('heading', { level: 3, name: 'Active Terms' });
    screen.getByText('Last edited 3-5-26');
    const nav = screen.getByRole('navigation', { name: 'Backpack Buddy Program Settings' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Active Terms', 'Emails', 'Banner Notifications']);
    const school = screen.getByLabelText('Accept school year applications');
    const summer = screen.getByLabelText('Accept summer applications');
    expect((school as HTMLInputElement).checked).toBe(true);
    expect((summer as HTMLInputElement).checked).toBe(true);
    screen.getByRole('cell', { name: '2026-2027 School Year' });
    screen.getByRole('cell', { name: '08/01/2026' });
    screen.getByRole('cell', { name: 'Summer 2026' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    await user.click(summer);
    await user.click(save);

    expect((await screen.findByRole('status')).textContent).toContain(MESSAGES.updateSuccessful);
    expect(
      link.calls.find((c) => c.operationName === 'AdminUpdateTermSettings')!.variables,
    ).toEqual({
      program: 'BACKPACK_BUDDY',
      input: { schoolEnabled: true, summerEnabled: false },
    });
    await screen.findByText('Last edited 11-25-26');
    screen.getByText('Accept summer applications: Yes → No');
    expect((screen.getByLabelText('Accept summer applications') as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it("creates next year's terms after a confirmation, and says a refusal", async () => {
    const user = userEvent.setup();
    const loaded = settings(
      SM,
      { schoolEnabled: true, summerEnabled: false, waitlistEnabled: false },
      {
        nextTermYear: 2027,
        terms: [term(3, 'SCHOOL', 2026)],
      },
    );
    const created = {
      ...loaded,
      nextTermYear: 2028,
      terms: [term(5, 'SCHOOL', 2027), term(6, 'SUMMER', 2027), term(3, 'SCHOOL', 2026)],
    };
    let refuse = false;
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: loaded } }),
      AdminCreateNextTerms: () =>
        refuse
          ? {
              errors: [
                {
                  message: SETTINGS_MESSAGES.termsExist(2028),
                  extensions: { code: 'BAD_USER_INPUT', field: 'year' },
                },
              ],
            }
          : { data: { adminCreateNextTerms: created } },
    });
    renderSettings(SM, '/school-market/settings', link);

    await user.click(await screen.findByRole('button', { name: 'Create 2027 Terms' }));
    const dialog = screen.getByRole('alertdialog');
    within(dialog).getByText(/2027-2028 School Year and Summer 2027 terms of School Market/);
    await user.click(within(dialog).getByRole('button', { name: 'Create Terms' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      SETTINGS_MESSAGES.termsCreated(2027),
    );
    expect(link.calls.find((c) => c.operationName === 'AdminCreateNextTerms')!.variables).toEqual({
      program: 'SCHOOL_MARKET',
      year: 2027,
    });
    screen.getByRole('cell', { name: 'Summer 2027' });
    const next = screen.getByRole('button', { name: 'Create 2028 Terms' });
    expect(document.activeElement).toBe(next);

    refuse = true;
    await user.click(next);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Create Terms' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      SETTINGS_MESSAGES.termsExist(2028),
    );
  });

  it('School Market Application: the waitlist', async () => {
    const user = userEvent.setup();
    const loaded = settings(SM, {
      schoolEnabled: true,
      summerEnabled: false,
      waitlistEnabled: false,
    });
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: loaded } }),
      AdminUpdateApplicationSettings: () => ({
        data: {
          adminUpdateApplicationSettings: {
            ...loaded,
            config: { ...loaded.config, waitlistEnabled: true },
          },
        },
      }),
    });
    renderSettings(SM, '/school-market/settings/application', link);
    await screen.findByRole('heading', { level: 3, name: 'Application' });
    const nav = screen.getByRole('navigation', { name: 'School Market Program Settings' });
    expect(
      within(nav).getByRole('link', { name: 'Application' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.queryByLabelText('Accepting applications')).toBeNull();
    expect(screen.queryByLabelText('Application Year')).toBeNull();

    await user.click(screen.getByLabelText('Waitlist enabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(link.calls.at(-1)!.variables).toEqual({
      program: 'SCHOOL_MARKET',
      input: { waitlistEnabled: true },
    });
  });

  it('Kids Cafe Application: accepting, waitlisted and the year; a bad year stays here', async () => {
    const user = userEvent.setup();
    const loaded = settings(KC, {
      acceptingApplications: true,
      waitlisted: false,
      applicationYear: 2024,
    });
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: loaded } }),
      AdminUpdateApplicationSettings: (variables) => ({
        data: {
          adminUpdateApplicationSettings: {
            ...loaded,
            config: { ...loaded.config, ...(variables.input as object) },
          },
        },
      }),
    });
    renderSettings(KC, '/kids-cafe/settings', link);
    await screen.findByRole('heading', { level: 3, name: 'Application' });
    expect((screen.getByLabelText('Accepting applications') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByLabelText('Waitlisted') as HTMLInputElement).checked).toBe(false);
    const year = screen.getByLabelText('Application Year');
    expect((year as HTMLInputElement).value).toBe('2024');

    await user.clear(year);
    await user.type(year, '1999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(SETTINGS_MESSAGES.yearRange(2000, 2100))).toBeTruthy();
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(year);
    expect(
      link.calls.filter((c) => c.operationName === 'AdminUpdateApplicationSettings'),
    ).toHaveLength(0);

    await user.clear(year);
    await user.type(year, '2025');
    await user.click(screen.getByLabelText('Waitlisted'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(link.calls.at(-1)!.variables).toEqual({
      program: 'KIDS_CAFE',
      input: { acceptingApplications: true, waitlisted: true, applicationYear: 2025 },
    });
    expect(screen.queryByText(SETTINGS_MESSAGES.yearRange(2000, 2100))).toBeNull();
  });

  it("Partner Services Application: accepting and the year; the server's refusal on the field", async () => {
    const user = userEvent.setup();
    const loaded = settings(PS, { acceptingApplications: false, applicationYear: 2025 });
    const message = 'Refused by the server';
    const link = fakeLink({
      AdminProgramSettings: () => ({ data: { adminProgramSettings: loaded } }),
      AdminUpdateApplicationSettings: () => ({
        errors: [
          {
            message,
            extensions: {
              code: 'BAD_USER_INPUT',
              field: 'applicationYear',
              issues: [{ path: 'applicationYear', message }],
            },
          },
        ],
      }),
    });
    renderSettings(PS, '/partner-services/settings', link);
    await user.click(await screen.findByLabelText('Accepting applications'));
    expect(screen.queryByLabelText('Waitlisted')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() =>
      expect(screen.getByLabelText('Application Year').getAttribute('aria-invalid')).toBe('true'),
    );
  });

  it('a sub-tab not built yet is not in the sub-navigation; its address says so', async () => {
    const link = fakeLink({
      AdminProgramSettings: () => ({
        data: { adminProgramSettings: settings(BB, { schoolEnabled: true, summerEnabled: true }) },
      }),
    });
    // Every tab of the registry is built now: one marked notBuilt for the test.
    renderSettings(BB, '/backpack-buddy/settings/emails', link, {
      ...WEB_PROGRAMS.backpackBuddy.settingsTabs,
      Emails: notBuilt('a tab not built yet'),
    });
    await screen.findByText('Emails settings are not available yet.');
    expect(screen.queryByRole('link', { name: 'Emails' })).toBeNull();
  });

  it('an unknown sub-tab goes to the first one', async () => {
    const link = fakeLink({
      AdminProgramSettings: () => ({
        data: {
          adminProgramSettings: settings(SM, {
            schoolEnabled: true,
            summerEnabled: false,
            waitlistEnabled: false,
          }),
        },
      }),
    });
    const router = renderSettings(SM, '/school-market/settings/nothing', link);
    await screen.findByRole('heading', { level: 3, name: 'Active Terms' });
    expect(router.state.location.pathname).toBe('/school-market/settings');
  });

  it('a failed load shows Error', async () => {
    const link = fakeLink({
      AdminProgramSettings: () => ({
        errors: [{ message: MESSAGES.forbidden, extensions: { code: 'FORBIDDEN' } }],
      }),
    });
    renderSettings(KC, '/kids-cafe/settings', link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
  });
});
