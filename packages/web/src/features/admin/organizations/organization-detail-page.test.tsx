import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  callsOf,
  dismissToasts,
  makeOrganization,
  organizationApplication,
  organizationResult,
  renderOrganizationDetail,
} from './organization-detail-test-utils';

const URL = '/partner-services/organizations';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Eastside Food Pantry sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The message shown under a labelled field (its last aria-describedby), if any. */
const errorOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby')?.split(' ').pop();
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('Organization detail', () => {
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

  it('shows the organization with its four tabs, Back to Organizations and the page title', async () => {
    const link = fakeLink({ AdminOrganization: () => organizationResult() });
    renderOrganizationDetail(`${URL}/42`, link);
    await screen.findByRole('heading', { level: 2, name: 'Eastside Food Pantry' });
    expect(document.title).toBe('Eastside Food Pantry | Partner Services | Partner Portal');
    expect(screen.getByRole('link', { name: 'Back to Organizations' }).getAttribute('href')).toBe(
      URL,
    );
    expect(tabNames()).toEqual([
      'Organization Profile',
      'Contacts',
      'Program Status',
      'Applications',
    ]);
    screen.getByRole('heading', { level: 3, name: 'Organization Profile' });
    expect((screen.getByLabelText('EIN') as HTMLInputElement).value).toBe('12-3456789');
    expect(callsOf(link, 'AdminOrganization')[0]?.variables).toEqual({ organizationId: 42 });
  });

  it('sends an unknown sub-path to the list', async () => {
    const { router } = renderOrganizationDetail(
      `${URL}/42/allocate`,
      fakeLink({ AdminOrganization: () => organizationResult() }),
    );
    await screen.findByRole('heading', { name: 'Organization list' });
    expect(router.state.location.pathname).toBe(URL);
  });

  it('shows the error view with the back link for an unknown organization', async () => {
    const link = fakeLink({
      AdminOrganization: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    renderOrganizationDetail(`${URL}/999`, link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByRole('link', { name: 'Back to Organizations' });
    expect(screen.queryByRole('button', { name: 'Archive Organization' })).toBeNull();
  });

  it("archives after 'Are you sure?' with 'Organization Archived', dropping the cached list", async () => {
    const user = userEvent.setup();
    let archived = false;
    const link = fakeLink({
      AdminOrganization: () =>
        organizationResult(
          makeOrganization({ deletedAt: archived ? '2025-04-01T00:00:00.000Z' : null }),
        ),
      AdminArchiveOrganization: () => {
        archived = true;
        return { data: { adminArchiveOrganization: true } };
      },
    });
    const { client } = renderOrganizationDetail(`${URL}/42`, link);
    client.cache.writeQuery({
      query: parse('query CachedOrganizations { organizationsPartnerServices { organizationId } }'),
      data: {
        organizationsPartnerServices: [
          { __typename: 'AdminOrganizationListRow', organizationId: 42 },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Organization' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await screen.findByText(MESSAGES.organizationArchived);
    expect(callsOf(link, 'AdminArchiveOrganization')[0]?.variables).toEqual({ organizationId: 42 });
    await screen.findByText('Archived');
    screen.getByRole('button', { name: 'Restore Organization' });
    const cached = client.cache.extract() as Record<string, object | undefined>;
    expect(Object.keys(cached.ROOT_QUERY ?? {})).not.toContain('organizationsPartnerServices');
  });

  it("restores with 'Organization Restored'", async () => {
    const user = userEvent.setup();
    let archived = true;
    const link = fakeLink({
      AdminOrganization: () =>
        organizationResult(
          makeOrganization({ deletedAt: archived ? '2025-04-01T00:00:00.000Z' : null }),
        ),
      AdminRestoreOrganization: () => {
        archived = false;
        return { data: { adminRestoreOrganization: true } };
      },
    });
    renderOrganizationDetail(`${URL}/42`, link);
    await user.click(await screen.findByRole('button', { name: 'Restore Organization' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await screen.findByText(MESSAGES.organizationRestored);
    await waitFor(() => expect(screen.queryByText('Archived')).toBeNull());
  });

  it("deletes after the destructive warning with 'Organization Deleted' and goes to the list", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminOrganization: () => organizationResult(),
      AdminDeleteOrganization: () => ({ data: { adminDeleteOrganization: true } }),
    });
    const { router } = renderOrganizationDetail(`${URL}/42/contacts`, link);
    await user.click(await screen.findByRole('button', { name: 'Delete Organization' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.destructiveDeleteConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByRole('heading', { name: 'Organization list' });
    expect(router.state.location.pathname).toBe(URL);
    screen.getByText(MESSAGES.organizationDeleted);
    expect(callsOf(link, 'AdminDeleteOrganization')[0]?.variables).toEqual({ organizationId: 42 });
  });

  it('refuses an EIN that is not 9 digits, then saves the profile with the EIN kept NN-NNNNNNN', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminOrganization: () => organizationResult(),
      AdminUpdateOrganizationProfile: () => ({
        data: { adminUpdateOrganizationProfile: makeOrganization({ einNumber: '98-7654321' }) },
      }),
    });
    renderOrganizationDetail(`${URL}/42`, link);
    const ein = await screen.findByLabelText('EIN');
    await user.clear(ein);
    await user.type(ein, '12-345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(errorOf(ein)).toBe(MESSAGES.invalidEin));
    expect(document.activeElement).toBe(ein);
    expect(callsOf(link, 'AdminUpdateOrganizationProfile')).toHaveLength(0);

    await user.clear(ein);
    await user.type(ein, '987654321');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateOrganizationProfile')[0]?.variables).toEqual({
      input: {
        organizationId: 42,
        name: 'Eastside Food Pantry',
        einNumber: '98-7654321',
        address1: '1 Main St',
        address2: null,
        city: 'Houston',
        county: 'HARRIS',
        state: 'TX',
        zip: '77001',
        phone: '713-555-0111',
        website: null,
        notes: null,
      },
    });
  });

  it('shows the server refusal of a taken EIN on its field and above the form', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminOrganization: () => organizationResult(),
      AdminUpdateOrganizationProfile: () => ({
        errors: [
          {
            message: MESSAGES.organizationEinTaken,
            extensions: {
              code: 'BAD_USER_INPUT',
              issues: [{ path: 'einNumber', message: MESSAGES.organizationEinTaken }],
            },
          },
        ],
      }),
    });
    renderOrganizationDetail(`${URL}/42`, link);
    const name = await screen.findByLabelText('Organization Name');
    await user.type(name, ' Inc');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.organizationEinTaken);
    expect(errorOf(screen.getByLabelText('EIN'))).toBe(MESSAGES.organizationEinTaken);
  });

  it('refuses two contacts with the same email ignoring case, then saves both contacts', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminOrganization: () => organizationResult(),
      AdminUpdateOrganizationMembers: () => ({
        data: { adminUpdateOrganizationMembers: makeOrganization() },
      }),
    });
    renderOrganizationDetail(`${URL}/42/contacts`, link);
    const secondary = await screen.findByRole('group', { name: 'Secondary Point of Contact' });
    const primary = screen.getByRole('group', { name: 'Primary Point of Contact' });
    expect((within(primary).getByLabelText('First Name') as HTMLInputElement).value).toBe('Pat');
    const email = within(secondary).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'PAT@pantry.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(errorOf(email)).toBe(MESSAGES.emailMustBeUnique));
    expect(callsOf(link, 'AdminUpdateOrganizationMembers')).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'sam@shelter.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateOrganizationMembers')[0]?.variables).toEqual({
      input: {
        organizationId: 42,
        members: [
          {
            organizationMemberId: 801,
            type: 'PRIMARY_POINT_CONTACT',
            firstName: 'Pat',
            lastName: 'Pantry',
            title: 'Director',
            phone: '713-555-0100',
            email: 'pat@pantry.example',
          },
          {
            organizationMemberId: 802,
            type: 'SECONDARY_POINT_CONTACT',
            firstName: 'Sam',
            lastName: 'Second',
            title: null,
            phone: '713-555-0199',
            email: 'sam@shelter.example',
          },
        ],
      },
    });
  });

  it("saves the program status with 'Update Successful'", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminOrganization: () => organizationResult(),
      AdminUpdateOrganizationStatus: () => ({
        data: { adminUpdateOrganizationStatus: makeOrganization({ programStatus: 'INACTIVE' }) },
      }),
    });
    renderOrganizationDetail(`${URL}/42/program-status`, link);
    const select = await screen.findByRole('combobox', { name: 'Program Status' });
    await user.selectOptions(select, 'Inactive');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateOrganizationStatus')[0]?.variables).toEqual({
      input: { organizationId: 42, status: 'INACTIVE' },
    });
  });

  it('lists the applications with the status rules, View and Print links, and saves a change', async () => {
    const user = userEvent.setup();
    const applications = [
      organizationApplication({ applicationPartnerServicesId: 901, status: 'PENDING' }),
      organizationApplication({
        applicationPartnerServicesId: 902,
        applicationYear: 2026,
        status: 'IN_PROGRESS',
        submittedAt: null,
        isContinuation: true,
      }),
    ];
    const link = fakeLink({
      AdminOrganization: () => organizationResult(makeOrganization({ applications })),
      AdminUpdateOrganizationApplications: () => ({
        data: { adminUpdateOrganizationApplications: makeOrganization({ applications }) },
      }),
    });
    renderOrganizationDetail(`${URL}/42/applications`, link);
    const pending = await screen.findByRole('combobox', { name: 'Status of 2025 application' });
    expect(
      within(pending)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).not.toContain('In Progress');
    expect(screen.getByRole('combobox', { name: 'Status of 2026 application' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('link', { name: 'View 2025 application' }).getAttribute('href')).toBe(
      '/partner-services/application/step-1/901',
    );
    expect(screen.getByRole('link', { name: 'Print 2025 application' }).getAttribute('href')).toBe(
      '/partner-services/print/901',
    );
    await user.selectOptions(pending, 'APPROVED');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateOrganizationApplications')[0]?.variables).toEqual({
      input: {
        organizationId: 42,
        applications: [{ applicationPartnerServicesId: 901, status: 'APPROVED' }],
      },
    });
  });

  it("deletes an application after 'Are you sure?' with 'Delete Successful'", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminOrganization: () =>
        organizationResult(makeOrganization({ applications: [organizationApplication()] })),
      AdminDeleteOrganizationApplication: () => ({
        data: { adminDeleteOrganizationApplication: makeOrganization() },
      }),
    });
    renderOrganizationDetail(`${URL}/42/applications`, link);
    await user.click(await screen.findByRole('button', { name: 'Delete 2025 application' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText(MESSAGES.deleteSuccessful);
    expect(callsOf(link, 'AdminDeleteOrganizationApplication')[0]?.variables).toEqual({
      applicationPartnerServicesId: 900,
    });
    await screen.findByText(MESSAGES.noResults);
  });

  it('adds an organization under "Add an Organization" and opens it', async () => {
    const user = userEvent.setup();
    const created = makeOrganization({ id: '77', organizationId: 77, name: 'Hope Shelter' });
    const link = fakeLink({
      AdminCreateOrganization: () => ({ data: { adminCreateOrganization: created } }),
      AdminOrganization: () => organizationResult(created),
    });
    const { router } = renderOrganizationDetail(`${URL}/new`, link);
    screen.getByRole('heading', { level: 2, name: 'Add an Organization' });
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Organization Name')),
    );
    expect(callsOf(link, 'AdminCreateOrganization')).toHaveLength(0);

    await user.type(screen.getByLabelText('Organization Name'), 'Hope Shelter');
    await user.type(screen.getByLabelText('EIN'), '123456789');
    await user.type(screen.getByLabelText('Address 1'), '9 Elm St');
    await user.type(screen.getByLabelText('City'), 'Houston');
    await user.selectOptions(screen.getByLabelText('County'), 'HARRIS');
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await user.type(screen.getByLabelText('Zip'), '77002');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 2, name: 'Hope Shelter' });
    expect(router.state.location.pathname).toBe(`${URL}/77`);
    expect(callsOf(link, 'AdminCreateOrganization')[0]?.variables).toEqual({
      input: {
        name: 'Hope Shelter',
        einNumber: '12-3456789',
        address1: '9 Elm St',
        address2: null,
        city: 'Houston',
        county: 'HARRIS',
        state: 'TX',
        zip: '77002',
        phone: null,
        website: null,
        notes: null,
      },
    });
  });
});
