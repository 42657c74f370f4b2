import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { toast } from '../../../lib/toast-store';
import { fakeLink } from '../../../test/fake-link';
import { district, program, renderDistricts } from './district-test-utils';

const HISTORY = [
  {
    __typename: 'AuditEntry',
    id: '91',
    action: 'UPDATE',
    entityType: 'districts',
    entityId: 7,
    actorName: 'Ada Admin',
    createdAt: '2024-03-05T14:07:00.000Z',
    changes: [
      { __typename: 'AuditChange', field: 'name', before: '"Aldine"', after: '"Aldine ISD"' },
    ],
  },
];

const nameTaken = {
  errors: [
    {
      message: MESSAGES.districtNameTaken,
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'name',
        issues: [{ path: 'name', message: MESSAGES.districtNameTaken }],
      },
    },
  ],
};

describe('District detail', () => {
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

  it('adds a district, then opens the new one in place of the form', async () => {
    const user = userEvent.setup();
    const created = district({ id: '12', districtId: 12, name: 'Spring ISD', schools: [] });
    const link = fakeLink({
      AdminUpdateDistrict: () => ({ data: { adminUpdateDistrict: created } }),
      AdminDistrictDetails: () => ({ data: { adminDistrictDetails: created } }),
    });
    const { router } = renderDistricts(`${program.url}/districts/new`, link);
    screen.getByRole('heading', { level: 2, name: 'Add District' });

    await user.type(screen.getByLabelText('Name'), '  Spring ISD ');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', { level: 2, name: 'Spring ISD' });
    expect(link.calls[0]).toMatchObject({
      operationName: 'AdminUpdateDistrict',
      variables: { input: { name: 'Spring ISD' } },
    });
    expect(link.calls[0]!.variables.input).not.toHaveProperty('districtId');
    expect(router.state.location.pathname).toBe('/backpack-buddy/districts/12');
    expect(router.state.historyAction).toBe('REPLACE');
    screen.getByText(MESSAGES.updateSuccessful);
    // No schools yet.
    const schools = screen.getByRole('heading', { level: 3, name: 'Schools' }).parentElement!;
    within(schools).getByText(MESSAGES.noResults);
  });

  it('requires a name, and shows a taken name on the field', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ AdminUpdateDistrict: () => nameTaken });
    renderDistricts(`${program.url}/districts/new`, link);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    screen.getByText(MESSAGES.required);
    expect(link.calls).toHaveLength(0);

    await user.type(name, 'aldine isd');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.districtNameTaken);
    expect(name.getAttribute('aria-describedby')).toContain('error');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Add District');
  });

  it('shows the district, its schools and its history; Save Changes waits for a change', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminDistrictDetails: () => ({
        data: { adminDistrictDetails: district({ history: HISTORY }) },
      }),
      AdminUpdateDistrict: ({ input }) => ({
        data: {
          adminUpdateDistrict: district({ name: (input as { name: string }).name }),
        },
      }),
    });
    renderDistricts(`${program.url}/districts/7`, link);

    await screen.findByRole('heading', { level: 2, name: 'Aldine ISD' });
    expect(link.calls[0]).toMatchObject({ variables: { districtId: 7 } });
    expect(screen.queryByText('Archived')).toBeNull();
    const schools = screen.getByRole('heading', { level: 3, name: 'Schools' }).parentElement!;
    expect(
      within(schools)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bush Elementary', 'Carver High']);
    const history = screen.getByRole('heading', {
      level: 3,
      name: 'Change History',
    }).parentElement!;
    within(history).getByText('March 5th, 2024 2:07 pm UTC');
    within(history).getByText('Ada Admin');
    within(history).getByText('Name: Aldine → Aldine ISD');
    screen.getByRole('link', { name: 'Back to Districts' });

    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toHaveProperty('disabled', true);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Aldine');
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);

    await screen.findByText(MESSAGES.updateSuccessful);
    expect(link.calls[1]).toMatchObject({
      operationName: 'AdminUpdateDistrict',
      variables: { input: { districtId: 7, name: 'Aldine' } },
    });
    await screen.findByRole('heading', { level: 2, name: 'Aldine' });
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveProperty('disabled', true);
  });

  it("archives after 'Are you sure?', then restores", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminDistrictDetails: () => ({ data: { adminDistrictDetails: district() } }),
      AdminArchiveDistrict: () => ({
        data: { adminArchiveDistrict: district({ deletedAt: '2024-04-01T00:00:00.000Z' }) },
      }),
      AdminRestoreDistrict: () => ({ data: { adminRestoreDistrict: district() } }),
    });
    renderDistricts(`${program.url}/districts/7`, link);

    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('alertdialog', { name: MESSAGES.areYouSure });
    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(link.calls.map((c) => c.operationName)).toEqual(['AdminDistrictDetails']);

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    await screen.findByText(MESSAGES.districtArchived);
    expect(link.calls[1]).toMatchObject({
      operationName: 'AdminArchiveDistrict',
      variables: { districtId: 7 },
    });
    screen.getByText('Archived');
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    await screen.findByText(MESSAGES.districtRestored);
    expect(link.calls[2]).toMatchObject({ operationName: 'AdminRestoreDistrict' });
    await waitFor(() => expect(screen.queryByText('Archived')).toBeNull());
  });

  it('shows a refused archive as a warning', async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminDistrictDetails: () => ({ data: { adminDistrictDetails: district() } }),
      AdminArchiveDistrict: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    renderDistricts(`${program.url}/districts/7`, link);
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Archive' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.notFound);
    expect(screen.queryByText(MESSAGES.districtArchived)).toBeNull();
  });

  it('shows the error view for an unknown district, with the way back', async () => {
    const link = fakeLink({
      AdminDistrictDetails: () => ({ errors: [{ message: MESSAGES.notFound }] }),
    });
    renderDistricts(`${program.url}/districts/999`, link);
    await screen.findByRole('heading', { name: MESSAGES.loadingErrorTitle });
    screen.getByText(MESSAGES.loadingErrorText);
    expect(screen.getByRole('link', { name: 'Back to Districts' }).getAttribute('href')).toBe(
      '/backpack-buddy/districts',
    );
  });

  it('does not ask the server about an id that is not a number', async () => {
    const link = fakeLink({});
    renderDistricts(`${program.url}/districts/abc`, link);
    screen.getByRole('heading', { name: MESSAGES.loadingErrorTitle });
    expect(link.calls).toHaveLength(0);
  });
});
