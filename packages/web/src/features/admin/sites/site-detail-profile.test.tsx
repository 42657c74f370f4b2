import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { fakeLink } from '../../../test/fake-link';
import {
  callsOf,
  dismissToasts,
  errorOf,
  makeSite,
  renderSiteDetail,
  siteResult,
  valueOf,
} from './site-detail-test-utils';

describe('Site detail: Site Profile', () => {
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

  it('shows the site in the form with its last edit; Save Changes waits for a change', async () => {
    const user = userEvent.setup();
    renderSiteDetail('/kids-cafe/sites/42', fakeLink({ AdminSite: () => siteResult() }));
    await screen.findByRole('heading', { level: 3, name: 'Site Profile' });
    screen.getByText('Last edited 3-5-24');
    expect(valueOf('Site Name')).toBe('Sunshine Learning Center');
    expect(valueOf('Site Type')).toBe('CHILDCARE');
    expect(valueOf('Address 1')).toBe('1 Main St');
    expect(valueOf('Address 2')).toBe('');
    expect(valueOf('Cross Street')).toBe('Elm St');
    expect(valueOf('City')).toBe('Houston');
    expect(valueOf('County')).toBe('HARRIS');
    expect(valueOf('State')).toBe('TX');
    expect(valueOf('Zip')).toBe('77001');
    expect(valueOf('Closest School')).toBe('Lincoln Elementary');
    screen.getByRole('heading', { level: 3, name: 'Change History' });

    const save = screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.type(screen.getByLabelText('City'), 'x');
    expect(save.disabled).toBe(false);
  });

  it('refuses a profile without the required fields of spec 3 §5, focusing the first', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ AdminSite: () => siteResult() });
    renderSiteDetail('/kids-cafe/sites/42', link);
    await screen.findByRole('heading', { level: 3, name: 'Site Profile' });
    for (const label of [
      'Site Name',
      'Address 1',
      'Cross Street',
      'City',
      'Zip',
      'Closest School',
    ]) {
      await user.clear(screen.getByLabelText(label));
    }
    await user.selectOptions(screen.getByLabelText('County'), '');
    await user.selectOptions(screen.getByLabelText('State'), '');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(errorOf('Site Name')).toBe(MESSAGES.required));
    for (const label of [
      'Address 1',
      'Cross Street',
      'City',
      'County',
      'State',
      'Zip',
      'Closest School',
    ]) {
      expect(errorOf(label)).toBe(MESSAGES.required);
    }
    // Address 2, the type and the notes are optional.
    expect(errorOf('Address 2')).not.toBe(MESSAGES.required);
    expect(errorOf('Site Type')).not.toBe(MESSAGES.required);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Site Name')));
    expect(callsOf(link, 'AdminUpdateSiteProfile')).toHaveLength(0);
  });

  it("saves the profile with 'Update Successful', then starts again from the saved site", async () => {
    const user = userEvent.setup();
    const saved = makeSite({
      name: 'Sunshine Center',
      address2: 'Suite 4',
      notes: 'Gate on Elm',
      lastEdited: '2024-04-02T10:00:00.000Z',
    });
    const link = fakeLink({
      AdminSite: () => siteResult(),
      AdminUpdateSiteProfile: () => ({ data: { adminUpdateSiteProfile: saved } }),
    });
    renderSiteDetail('/kids-cafe/sites/42', link);
    await screen.findByRole('heading', { level: 3, name: 'Site Profile' });
    await user.clear(screen.getByLabelText('Site Name'));
    await user.type(screen.getByLabelText('Site Name'), '  Sunshine Center ');
    await user.type(screen.getByLabelText('Address 2'), 'Suite 4');
    await user.selectOptions(screen.getByLabelText('Site Type'), 'Head Start');
    await user.type(screen.getByLabelText('Notes'), 'Gate on Elm');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminUpdateSiteProfile')[0]?.variables).toEqual({
      input: {
        siteId: 42,
        name: 'Sunshine Center',
        type: 'HEAD_START',
        address1: '1 Main St',
        address2: 'Suite 4',
        crossStreet: 'Elm St',
        city: 'Houston',
        county: 'HARRIS',
        state: 'TX',
        zip: '77001',
        closestSchool: 'Lincoln Elementary',
        notes: 'Gate on Elm',
      },
    });
    await screen.findByText('Last edited 4-2-24');
    expect(valueOf('Site Name')).toBe('Sunshine Center');
    expect(
      (screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it("shows the server's message and its field issues when the save is refused", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminSite: () => siteResult(),
      AdminUpdateSiteProfile: () => ({
        errors: [
          {
            message: MESSAGES.required,
            extensions: {
              code: 'BAD_USER_INPUT',
              issues: [{ path: 'zip', message: MESSAGES.required }],
            },
          },
        ],
      }),
    });
    renderSiteDetail('/kids-cafe/sites/42', link);
    await screen.findByRole('heading', { level: 3, name: 'Site Profile' });
    await user.type(screen.getByLabelText('City'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.required);
    await waitFor(() => expect(errorOf('Zip')).toBe(MESSAGES.required));
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
  });

  it('lists the change history of the site in words', async () => {
    const history = [
      {
        __typename: 'AuditEntry',
        id: 'a1',
        action: 'UPDATE_PROFILE',
        entityType: 'sites',
        entityId: 42,
        actorName: 'Ada Admin',
        createdAt: '2024-03-05T15:00:00.000Z',
        changes: [
          {
            __typename: 'AuditChange',
            field: 'type',
            before: '"CHILDCARE"',
            after: '"HEAD_START"',
          },
        ],
      },
    ];
    renderSiteDetail(
      '/kids-cafe/sites/42',
      fakeLink({ AdminSite: () => siteResult(makeSite({ history })) }),
    );
    const entry = await screen.findByText(/Updated the site profile/);
    expect(entry.closest('li')?.textContent).toContain('Site type: CHILDCARE → HEAD_START');
    expect(entry.closest('li')?.textContent).toContain('Ada Admin');
  });
});
