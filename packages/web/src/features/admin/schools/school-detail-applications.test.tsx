import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  application,
  callsOf,
  dismissToasts,
  makeSchool,
  renderSchoolDetail,
  schoolResult,
} from './school-detail-test-utils';

const APPLICATIONS = [
  application({
    applicationId: 903,
    termFormattedShort: '2025-26',
    status: 'IN_PROGRESS',
    submittedAt: null,
    submittedByName: null,
  }),
  application({
    applicationId: 902,
    termFormattedShort: '2024-25',
    status: 'PENDING_PRINCIPAL',
    isContinuation: true,
  }),
  application({
    applicationId: 901,
    termFormattedShort: '2023-24',
    status: 'APPROVED',
    submittedAt: '2023-08-09T12:00:00.000Z',
  }),
  application({ applicationId: 900, termFormattedShort: '2022-23', status: 'DENIED' }),
];

const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

const rowOf = (term: string) => screen.getByRole('rowheader', { name: term }).closest('tr')!;

describe('School detail: Applications and Program Status', () => {
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

  it('lists the applications with their facts, links and status choices', async () => {
    renderSchoolDetail(
      '/backpack-buddy/schools/42/applications',
      fakeLink({
        AdminSchoolBackpackBuddy: () => schoolResult(makeSchool({ applications: APPLICATIONS })),
      }),
    );
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Term', 'Submitted At', 'Submitted By', 'Continuation', 'Status', 'Actions']);
    const approved = rowOf('2023-24');
    expect(
      within(approved)
        .getAllByRole('cell')
        .map((td) => td.textContent)
        .slice(0, 3),
    ).toEqual(['8-9-23', 'Erin Educator', 'No']);
    expect(within(rowOf('2024-25')).getAllByRole('cell')[2]?.textContent).toBe('Yes');

    // Options: the current status, then those an admin may choose (not In Progress or Pending).
    const approvedStatus = screen.getByRole('combobox', { name: 'Status of 2023-24 application' });
    expect((approvedStatus as HTMLSelectElement).value).toBe('APPROVED');
    expect(optionLabels(approvedStatus)).toEqual(['Approved', 'Denied', 'Withdrawn']);
    const pending = screen.getByRole('combobox', { name: 'Status of 2024-25 application' });
    expect(optionLabels(pending)).toEqual([
      'Pending Principal Signature',
      'Approved',
      'Denied',
      'Withdrawn',
    ]);
    expect((pending as HTMLSelectElement).disabled).toBe(false);
    // An application in progress cannot be changed.
    const inProgress = screen.getByRole('combobox', { name: 'Status of 2025-26 application' });
    expect((inProgress as HTMLSelectElement).disabled).toBe(true);
    expect(optionLabels(inProgress)[0]).toBe('In Progress');

    // View and Print always; Agreement in PENDING_PRINCIPAL or APPROVED; Resend only in
    // PENDING_PRINCIPAL.
    expect(
      within(approved).getByRole('link', { name: 'View 2023-24 application' }).getAttribute('href'),
    ).toBe('/backpack-buddy/application/step-1/901');
    expect(
      within(approved)
        .getByRole('link', { name: 'Agreement 2023-24 application' })
        .getAttribute('href'),
    ).toBe('/backpack-buddy/principal-signature/901');
    expect(
      within(approved)
        .getByRole('link', { name: 'Print 2023-24 application' })
        .getAttribute('href'),
    ).toBe('/backpack-buddy/print/901');
    expect(screen.getAllByRole('link', { name: /^Print \d/ })).toHaveLength(4);
    within(rowOf('2024-25')).getByRole('link', { name: /^Agreement/ });
    expect(within(rowOf('2022-23')).queryByRole('link', { name: /^Agreement/ })).toBeNull();
    expect(within(rowOf('2025-26')).queryByRole('link', { name: /^Agreement/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Resend Signature Email/ })).toHaveLength(1);
    within(rowOf('2024-25')).getByRole('button', {
      name: 'Resend Signature Email 2024-25 application',
    });
    expect(screen.getAllByRole('button', { name: /^Delete \d/ })).toHaveLength(4);
  });

  it('shows an application held because it names another principal than the one on record', async () => {
    renderSchoolDetail(
      '/backpack-buddy/schools/42/applications',
      fakeLink({
        AdminSchoolBackpackBuddy: () =>
          schoolResult(
            makeSchool({
              applications: [
                application({
                  applicationId: 910,
                  status: 'PENDING_PRINCIPAL',
                  signerReview: {
                    __typename: 'SignerReview',
                    namedEmail: 'eve@evil.test',
                    onRecordEmail: 'pam@real.test',
                  },
                }),
                application({ applicationId: 909, termFormattedShort: '2023-24' }),
              ],
            }),
          ),
      }),
    );
    const held = await screen.findByText(/Held for review:/);
    expect(held.closest('p')?.textContent).toBe(
      'Held for review: the application names eve@evil.test, the principal on record is ' +
        'pam@real.test. No signature email was sent.',
    );
    expect(within(rowOf('2024-25')).getByText(/Held for review/)).toBeTruthy();
    expect(within(rowOf('2023-24')).queryByText(/Held for review/)).toBeNull();
  });

  it('offers Waitlisted to School Market', async () => {
    renderSchoolDetail(
      '/school-market/schools/42/applications',
      fakeLink({
        AdminSchoolSchoolMarket: () =>
          schoolResult(
            makeSchool({ applications: [application({ status: 'DENIED' })] }, 'schoolMarket'),
          ),
      }),
      { programKey: 'schoolMarket' },
    );
    const status = await screen.findByRole('combobox', { name: 'Status of 2024-25 application' });
    expect(optionLabels(status)).toEqual(['Approved', 'Denied', 'Waitlisted', 'Withdrawn']);
  });

  it('links a School Market application to its read-only view, agreement and print screens', async () => {
    const user = userEvent.setup();
    const { router } = renderSchoolDetail(
      '/school-market/schools/42/applications',
      fakeLink({
        AdminSchoolSchoolMarket: () =>
          schoolResult(
            makeSchool(
              {
                applications: [
                  application({ applicationId: 77, termFormattedShort: '2025-26' }),
                  application({
                    applicationId: 76,
                    termFormattedShort: '2024-25',
                    status: 'PENDING_PRINCIPAL',
                  }),
                  application({
                    applicationId: 75,
                    termFormattedShort: '2023-24',
                    status: 'IN_PROGRESS',
                  }),
                ],
              },
              'schoolMarket',
            ),
          ),
      }),
      { programKey: 'schoolMarket' },
    );
    await screen.findByRole('table', { name: 'Applications' });
    const hrefs = (term: string) =>
      within(rowOf(term))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs('2025-26')).toEqual([
      ['View 2025-26 application', '/school-market/application/step-1/77'],
      ['Agreement 2025-26 application', '/school-market/principal-signature/77'],
      ['Print 2025-26 application', '/school-market/print/77'],
    ]);
    expect(hrefs('2024-25').map(([name]) => name)).toEqual([
      'View 2024-25 application',
      'Agreement 2024-25 application',
      'Print 2024-25 application',
    ]);
    within(rowOf('2024-25')).getByRole('button', {
      name: 'Resend Signature Email 2024-25 application',
    });
    // No agreement to show before the application is submitted.
    expect(hrefs('2023-24').map(([name]) => name)).toEqual([
      'View 2023-24 application',
      'Print 2023-24 application',
    ]);

    await user.click(screen.getByRole('link', { name: 'Print 2025-26 application' }));
    await screen.findByRole('heading', { name: 'Print view' });
    expect(router.state.location.pathname).toBe('/school-market/print/77');
  });

  it('links only to the application screens the program has', async () => {
    renderSchoolDetail(
      '/school-market/schools/42/applications',
      fakeLink({
        AdminSchoolSchoolMarket: () =>
          schoolResult(
            makeSchool(
              { applications: [application({ status: 'PENDING_PRINCIPAL' })] },
              'schoolMarket',
            ),
          ),
      }),
      {
        programKey: 'schoolMarket',
        applicationScreens: { view: false, agreement: false, print: false },
      },
    );
    const status = await screen.findByRole('combobox', { name: 'Status of 2024-25 application' });
    const row = status.closest('tr')!;
    // No View, Agreement or Print link, and no signature email its principal could not use.
    expect(within(row).queryAllByRole('link')).toEqual([]);
    expect(within(row).queryByRole('button', { name: /^Resend/ })).toBeNull();
    within(row).getByRole('button', { name: 'Delete 2024-25 application' });
  });

  it("saves a status change at once with 'Update Successful'", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(makeSchool({ applications: APPLICATIONS })),
      AdminUpdateApplications: () => ({
        data: {
          adminUpdateApplications: makeSchool({
            applications: APPLICATIONS.map((a) =>
              a.applicationId === 902 ? { ...a, status: 'APPROVED' } : a,
            ),
          }),
        },
      }),
    });
    renderSchoolDetail('/backpack-buddy/schools/42/applications', link);
    const status = await screen.findByRole('combobox', { name: 'Status of 2024-25 application' });
    await user.selectOptions(status, 'APPROVED');
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateApplications')[0]?.variables).toEqual({
      input: {
        program: 'BACKPACK_BUDDY',
        schoolId: 42,
        applications: [{ id: 902, status: 'APPROVED' }],
      },
    });
    // Approved now: no more resend, and the choices follow the new status.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull());
    expect((status as HTMLSelectElement).value).toBe('APPROVED');
    expect(optionLabels(status)).toEqual(['Approved', 'Denied', 'Withdrawn']);
  });

  it("puts the status back and shows the server's message when the change is refused", async () => {
    const user = userEvent.setup();
    renderSchoolDetail(
      '/backpack-buddy/schools/42/applications',
      fakeLink({
        AdminSchoolBackpackBuddy: () => schoolResult(makeSchool({ applications: APPLICATIONS })),
        AdminUpdateApplications: () => ({ errors: [{ message: MESSAGES.forbidden }] }),
      }),
    );
    const status = await screen.findByRole('combobox', { name: 'Status of 2023-24 application' });
    await user.selectOptions(status, 'DENIED');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.forbidden);
    await waitFor(() => expect((status as HTMLSelectElement).value).toBe('APPROVED'));
  });

  it("resends the principal's signature email", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(makeSchool({ applications: APPLICATIONS })),
      ResendPrincipalSignatureEmail: () => ({ data: { resendPrincipalSignatureEmail: true } }),
    });
    renderSchoolDetail('/backpack-buddy/schools/42/applications', link);
    await user.click(await screen.findByRole('button', { name: /^Resend Signature Email/ }));
    await screen.findByText(MESSAGES.principalEmailSent);
    expect(callsOf(link, 'ResendPrincipalSignatureEmail')[0]?.variables).toEqual({
      program: 'BACKPACK_BUDDY',
      applicationId: 902,
    });
  });

  it("deletes an application after 'Are you sure?'", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolBackpackBuddy: () => schoolResult(makeSchool({ applications: APPLICATIONS })),
      AdminDeleteApplication: () => ({
        data: {
          adminDeleteApplication: makeSchool({
            applications: APPLICATIONS.filter((a) => a.applicationId !== 900),
          }),
        },
      }),
    });
    renderSchoolDetail('/backpack-buddy/schools/42/applications', link);
    await user.click(await screen.findByRole('button', { name: 'Delete 2022-23 application' }));
    let dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(link, 'AdminDeleteApplication')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete 2022-23 application' }));
    dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(callsOf(link, 'AdminDeleteApplication')[0]?.variables).toEqual({
      program: 'BACKPACK_BUDDY',
      applicationId: 900,
    });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: '2022-23' })).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it("says 'No Results' without applications", async () => {
    renderSchoolDetail(
      '/backpack-buddy/schools/42/applications',
      fakeLink({ AdminSchoolBackpackBuddy: () => schoolResult() }),
    );
    await screen.findByText(MESSAGES.noResults);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('saves the program status', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSchoolTeachersAid: () => schoolResult(makeSchool({}, 'teachersAid')),
      AdminUpdateProgramStatus: () => ({
        data: {
          adminUpdateProgramStatus: makeSchool(
            { programStatus: 'SUSPENDED', programStatusUpdatedAt: '2024-05-06T12:00:00.000Z' },
            'teachersAid',
          ),
        },
      }),
    });
    renderSchoolDetail('/teachers-aid/schools/42/program-status', link, {
      programKey: 'teachersAid',
    });
    const select = await screen.findByRole('combobox', { name: 'Program Status' });
    screen.getByText('Updated 2-1-24');
    expect((select as HTMLSelectElement).value).toBe('ACTIVE');
    expect(optionLabels(select)).toEqual([
      'Select…',
      'Active',
      'Inactive',
      'Pending',
      'Waitlisted',
      'Suspended',
    ]);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.selectOptions(select, 'SUSPENDED');
    await user.click(save);
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateProgramStatus')[0]?.variables).toEqual({
      input: { program: 'TEACHERS_AID', schoolId: 42, status: 'SUSPENDED' },
    });
    await screen.findByText('Updated 5-6-24');
    expect(save.disabled).toBe(true);
  });
});
