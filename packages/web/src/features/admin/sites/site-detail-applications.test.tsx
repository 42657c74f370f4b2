import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  callsOf,
  dismissToasts,
  makeSite,
  renderSiteDetail,
  siteApplication,
  siteResult,
} from './site-detail-test-utils';

const APPLICATIONS = [
  siteApplication({ applicationKidsCafeId: 901, type: 'SUMMER', applicationYearDisplayed: 2025 }),
  siteApplication({
    applicationKidsCafeId: 902,
    type: 'SCHOOL',
    applicationYearDisplayed: 2024,
    status: 'APPROVED',
    submittedAt: '2023-08-01T15:00:00.000Z',
  }),
  siteApplication({
    applicationKidsCafeId: 903,
    type: 'SCHOOL',
    applicationYearDisplayed: 2025,
    status: 'IN_PROGRESS',
    submittedAt: null,
    submittedByName: null,
  }),
];

const withApplications = (applications = APPLICATIONS) => siteResult(makeSite({ applications }));

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('Site detail: Applications', () => {
  let consoleError: MockInstance;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    dismissToasts();
  });

  it('lists each application with type, displayed year, submission and status choices', async () => {
    renderSiteDetail(
      '/kids-cafe/sites/42/applications',
      fakeLink({ AdminSite: () => withApplications() }),
    );
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Type', 'Application Year', 'Submitted At', 'Submitted By', 'Status', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['2025', '3-5-24', 'Erin Educator'],
      ['2024', '8-1-23', 'Erin Educator'],
      ['2025', '', ''],
    ]);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Summer',
      'School Year',
      'School Year',
    ]);

    // A pending application: its status shows, but only an admin's statuses can be chosen.
    const pending = screen.getByRole('combobox', { name: 'Status of Summer 2025 application' });
    expect((pending as HTMLSelectElement).value).toBe('PENDING');
    expect(optionsOf(pending)).toEqual([
      'Pending',
      'Approved',
      'Denied',
      'Waitlisted',
      'Withdrawn',
    ]);
    const approved = screen.getByRole('combobox', {
      name: 'Status of School Year 2024 application',
    });
    expect(optionsOf(approved)).toEqual(['Approved', 'Denied', 'Waitlisted', 'Withdrawn']);
    // An application in progress cannot be changed.
    const inProgress = screen.getByRole('combobox', {
      name: 'Status of School Year 2025 application',
    });
    expect((inProgress as HTMLSelectElement).disabled).toBe(true);
    expect(optionsOf(inProgress)[0]).toBe('In Progress');
    expect(optionsOf(inProgress)).not.toContain('Pending');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('links to the read-only application and to the print screen of its term', async () => {
    const user = userEvent.setup();
    const { router } = renderSiteDetail(
      '/kids-cafe/sites/42/applications',
      fakeLink({ AdminSite: () => withApplications() }),
    );
    const view = await screen.findByRole('link', { name: 'View Summer 2025 application' });
    expect(view.getAttribute('href')).toBe('/kids-cafe/application/step-1/901');
    expect(
      screen.getByRole('link', { name: 'Print Summer 2025 application' }).getAttribute('href'),
    ).toBe('/kids-cafe/print/901/SUMMER');
    expect(
      screen.getByRole('link', { name: 'Print School Year 2024 application' }).getAttribute('href'),
    ).toBe('/kids-cafe/print/902/SCHOOL');
    await user.click(screen.getByRole('link', { name: 'Print School Year 2024 application' }));
    await screen.findByRole('heading', { name: 'Print view' });
    expect(router.state.location.pathname).toBe('/kids-cafe/print/902/SCHOOL');
  });

  it('links only to the application screens the program has', async () => {
    renderSiteDetail(
      '/kids-cafe/sites/42/applications',
      fakeLink({ AdminSite: () => withApplications() }),
      { applicationScreens: { view: false, agreement: false, print: true } },
    );
    await screen.findByRole('link', { name: 'Print Summer 2025 application' });
    expect(screen.queryByRole('link', { name: /^View/ })).toBeNull();
  });

  it("saves the chosen statuses together with 'Update Successful'", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => withApplications(),
      AdminUpdateSiteApplications: () => ({
        data: {
          adminUpdateSiteApplications: makeSite({
            applications: [
              { ...APPLICATIONS[0]!, status: 'APPROVED' },
              { ...APPLICATIONS[1]!, status: 'WITHDRAWN' },
              APPLICATIONS[2]!,
            ],
          }),
        },
      }),
    });
    renderSiteDetail('/kids-cafe/sites/42/applications', link);
    const pending = await screen.findByRole('combobox', {
      name: 'Status of Summer 2025 application',
    });
    await user.selectOptions(pending, 'Approved');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Status of School Year 2024 application' }),
      'Withdrawn',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateSiteApplications')[0]?.variables).toEqual({
      input: {
        siteId: 42,
        applications: [
          { applicationKidsCafeId: 901, status: 'APPROVED' },
          { applicationKidsCafeId: 902, status: 'WITHDRAWN' },
        ],
      },
    });
    // Saved: the rows show the saved statuses and nothing is left to save.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
    expect((pending as HTMLSelectElement).value).toBe('APPROVED');
  });

  it('sends only a status that differs from the saved one', async () => {
    const user = userEvent.setup();
    renderSiteDetail(
      '/kids-cafe/sites/42/applications',
      fakeLink({ AdminSite: () => withApplications() }),
    );
    const approved = await screen.findByRole('combobox', {
      name: 'Status of School Year 2024 application',
    });
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    await user.selectOptions(approved, 'Denied');
    expect(save.disabled).toBe(false);
    await user.selectOptions(approved, 'Approved');
    expect(save.disabled).toBe(true);
  });

  it("keeps the choice and shows the server's message when the change is refused", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => withApplications(),
      AdminUpdateSiteApplications: () => ({ errors: [{ message: MESSAGES.forbidden }] }),
    });
    renderSiteDetail('/kids-cafe/sites/42/applications', link);
    const pending = await screen.findByRole('combobox', {
      name: 'Status of Summer 2025 application',
    });
    await user.selectOptions(pending, 'Denied');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.forbidden);
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });

  it("deletes an application after 'Are you sure?' with 'Delete Successful'", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => withApplications(),
      AdminDeleteSiteApplication: () => ({
        data: {
          adminDeleteSiteApplication: makeSite({ applications: APPLICATIONS.slice(1) }),
        },
      }),
    });
    renderSiteDetail('/kids-cafe/sites/42/applications', link);
    await user.click(await screen.findByRole('button', { name: 'Delete Summer 2025 application' }));
    let dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(link, 'AdminDeleteSiteApplication')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Summer 2025 application' }));
    dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(callsOf(link, 'AdminDeleteSiteApplication')[0]?.variables).toEqual({
      applicationKidsCafeId: 901,
    });
    await waitFor(() =>
      expect(
        screen.queryByRole('combobox', { name: 'Status of Summer 2025 application' }),
      ).toBeNull(),
    );
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Applications' }));
  });

  it("says 'No Results' without applications", async () => {
    renderSiteDetail(
      '/kids-cafe/sites/42/applications',
      fakeLink({ AdminSite: () => withApplications([]) }),
    );
    await screen.findByText(MESSAGES.noResults);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
