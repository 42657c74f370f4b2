import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import { dismissToasts } from '../schools/school-detail-test-utils';
import { USER_HOLDERS, userHolderOf } from './user-holders';
import {
  BUSH,
  HOPE,
  PANTRY,
  SHELTER,
  educator,
  organizationOptions,
  partnerServices,
  renderUsers,
  usersPageOf,
} from './user-test-utils';
import { usersExportSheet } from './users-export';

// Issue 18: the users of the Partner Services area hold organizations (the registry entry's
// applicant), as the Kids Cafe area's hold sites.

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(dismissToasts);

describe('Users of the Partner Services area', () => {
  it('picks the organization holder from the registry entry', () => {
    expect(userHolderOf(partnerServices)).toBe(USER_HOLDERS.organization);
    expect(USER_HOLDERS.organization.field).toBe('organizationIds');
  });

  const ROWS = [
    educator({ organizations: [PANTRY], schools: [BUSH], sites: [HOPE] }),
    educator({
      id: '41',
      educatorId: 41,
      firstName: 'Ann',
      lastName: 'Baker',
      email: 'ann@agency.example',
      organizations: [SHELTER],
      schools: [],
    }),
  ];

  it('lists the Organizations column and filters by Organization', async () => {
    const user = userEvent.setup();
    renderUsers(
      `${partnerServices.url}/users`,
      fakeLink({ EducatorUsersPage: usersPageOf(ROWS) }),
      partnerServices,
    );
    const table = await screen.findByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim());
    expect(headers).toEqual(expect.arrayContaining(['Organizations', 'Deleted']));
    expect(headers).not.toContain('Schools');
    expect(headers).not.toContain('Sites');
    expect(bodyRows().map((row) => row[4])).toEqual(['Hope Shelter', 'Eastside Food Pantry']);
    const filter = screen.getByLabelText('Organization');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Show All', 'Eastside Food Pantry', 'Hope Shelter']);
    await user.selectOptions(filter, 'Hope Shelter');
    await waitFor(() => expect(bodyRows().map((row) => row[0])).toEqual(['Baker']));
  });

  it('assigns organizations and saves organizationIds, the schools as they are', async () => {
    const user = userEvent.setup();
    const held = educator({ organizations: [PANTRY], schools: [BUSH] });
    const link = fakeLink({
      AdminEducatorUserDetails: () => ({ data: { adminEducatorUserDetails: held } }),
      AdminOrganizationOptions: organizationOptions,
      AdminUpdateEducatorUser: () => ({
        data: { adminUpdateEducatorUser: { ...held, organizations: [PANTRY, SHELTER] } },
      }),
    });
    renderUsers(`${partnerServices.url}/users/40`, link, partnerServices);
    const group = await screen.findByRole('group', { name: 'Organizations' });
    expect(
      within(group)
        .getAllByRole('combobox')
        .map((c) => (c as HTMLInputElement).value),
    ).toEqual(['Eastside Food Pantry']);
    expect(screen.queryByRole('group', { name: 'Schools' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add Organization' }));
    const picker = screen.getByRole('combobox', { name: 'Organization 2' });
    expect(picker.getAttribute('placeholder')).toBe('Type an organization');
    await user.type(picker, 'shelter');
    await user.click(screen.getByRole('option', { name: 'Hope Shelter' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(MESSAGES.updateSuccessful);
    expect(
      link.calls.find((c) => c.operationName === 'AdminUpdateEducatorUser')?.variables,
    ).toEqual({
      input: {
        educatorId: 40,
        firstName: 'Maria',
        lastName: 'Lopez',
        email: 'maria@school.example',
        schoolIds: [11],
        organizationIds: [51, 52],
      },
    });
    expect(link.calls.some((c) => c.operationName === 'AdminSchoolOptions')).toBe(false);
    expect(link.calls.some((c) => c.operationName === 'AdminSiteOptions')).toBe(false);
  });

  it('shows the load error when the organizations cannot be listed', async () => {
    const link = fakeLink({
      AdminOrganizationOptions: () => ({ errors: [{ message: MESSAGES.forbidden }] }),
    });
    renderUsers(`${partnerServices.url}/users/new`, link, partnerServices);
    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.errorLoadingOrganizations,
    );
    screen.getByText('No organizations assigned.');
  });

  it('exports Organizations instead of Schools and Districts', () => {
    const sheet = usersExportSheet(
      [educator({ organizations: [PANTRY, SHELTER] })],
      USER_HOLDERS.organization,
    );
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'First Name',
      'Last Name',
      'Email',
      'Phone',
      'Organizations',
      'Date Created',
      'Deleted',
    ]);
    expect(sheet.rows[0]?.[4]).toBe('Eastside Food Pantry, Hope Shelter');
  });
});
