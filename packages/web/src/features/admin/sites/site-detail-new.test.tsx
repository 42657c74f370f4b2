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

const LABELS = [
  'Site Name',
  'Site Type',
  'Address 1',
  'Address 2',
  'Cross Street',
  'City',
  'County',
  'State',
  'Zip',
  'Closest School',
  'Notes',
];

/** The answer of adminCreateSite: the new site, without contacts or applications. */
const created = makeSite({
  id: '77',
  siteId: 77,
  name: 'Little Stars',
  type: null,
  address2: null,
  programStatus: null,
  programStatusUpdatedAt: null,
  returning: 'N/A',
  siteMembers: [],
  applications: [],
  history: [
    {
      __typename: 'AuditEntry',
      id: 'c1',
      action: 'CREATE',
      entityType: 'sites',
      entityId: 77,
      actorName: 'Ada Admin',
      createdAt: '2024-04-02T10:00:00.000Z',
      changes: [],
    },
  ],
});

const siteTaken = {
  errors: [
    {
      message: MESSAGES.siteAlreadyExists,
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'name',
        issues: [{ path: 'name', message: MESSAGES.siteAlreadyExists }],
      },
    },
  ],
};

/** Fills Add a Site's required fields. */
async function fillProfile(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Site Name'), '  Little Stars ');
  await user.type(screen.getByLabelText('Address 1'), '1 Main St');
  await user.type(screen.getByLabelText('Cross Street'), 'Elm St');
  await user.type(screen.getByLabelText('City'), 'Houston');
  await user.selectOptions(screen.getByLabelText('County'), 'HARRIS');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
  await user.type(screen.getByLabelText('Zip'), '77001');
  await user.type(screen.getByLabelText('Closest School'), 'Lincoln Elementary');
}

describe('Site detail: Add a Site (/kids-cafe/sites/new)', () => {
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

  it('shows the Site Profile form empty under "Add a Site", without the other tabs or a site query', async () => {
    const link = fakeLink({});
    renderSiteDetail('/kids-cafe/sites/new', link);
    screen.getByRole('heading', { level: 2, name: 'Add a Site' });
    screen.getByRole('heading', { level: 3, name: 'Site Profile' });
    for (const label of LABELS) expect(valueOf(label)).toBe('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sites' }).getAttribute('href')).toBe(
      '/kids-cafe/sites',
    );
    // Neither the error view of an unknown site, nor the tabs, archive or delete of a site.
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contacts' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Archive|Delete/ })).toBeNull();
    expect(screen.queryByText(MESSAGES.loadingErrorTitle)).toBeNull();
    await waitFor(() => expect(document.title).toBe('Add a Site | Kids Cafe | Partner Portal'));
    expect(link.calls).toHaveLength(0);
  });

  it('refuses an empty site with the required messages of spec 3 §5, focusing Site Name', async () => {
    const user = userEvent.setup();
    const link = fakeLink({});
    renderSiteDetail('/kids-cafe/sites/new', link);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const label of LABELS.filter((l) => !['Site Type', 'Address 2', 'Notes'].includes(l))) {
      await waitFor(() => expect(errorOf(label)).toBe(MESSAGES.required));
    }
    expect(errorOf('Address 2')).not.toBe(MESSAGES.required);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Site Name')));
    expect(link.calls).toHaveLength(0);
  });

  it("adds the site with 'Update Successful' and opens it in place of the form", async () => {
    const user = userEvent.setup();
    const link = fakeLink({
      AdminCreateSite: () => ({ data: { adminCreateSite: created } }),
      AdminSite: () => siteResult(created),
    });
    const { router } = renderSiteDetail('/kids-cafe/sites/new', link);
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(MESSAGES.updateSuccessful);
    expect(callsOf(link, 'AdminCreateSite')[0]?.variables).toEqual({
      input: {
        name: 'Little Stars',
        type: null,
        address1: '1 Main St',
        address2: null,
        crossStreet: 'Elm St',
        city: 'Houston',
        county: 'HARRIS',
        state: 'TX',
        zip: '77001',
        closestSchool: 'Lincoln Elementary',
        notes: null,
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kids-cafe/sites/77'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The new site's detail, with its tabs and its profile.
    await screen.findByRole('heading', { level: 2, name: 'Little Stars' });
    await screen.findByRole('link', { name: 'Contacts' });
    expect(valueOf('Site Name')).toBe('Little Stars');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it('shows a live twin refused by the server on Site Name and above the form, staying put', async () => {
    const user = userEvent.setup();
    const link = fakeLink({ AdminCreateSite: () => siteTaken });
    const { router } = renderSiteDetail('/kids-cafe/sites/new', link);
    await fillProfile(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.siteAlreadyExists);
    await waitFor(() => expect(errorOf('Site Name')).toBe(MESSAGES.siteAlreadyExists));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Site Name')));
    expect(router.state.location.pathname).toBe('/kids-cafe/sites/new');
    expect(screen.queryByText(MESSAGES.updateSuccessful)).toBeNull();
    screen.getByRole('heading', { level: 2, name: 'Add a Site' });
  });

  it.each(['/kids-cafe/sites/new/contacts', '/kids-cafe/sites/new/applications'])(
    '%s goes back to the list',
    async (path) => {
      const link = fakeLink({});
      const { router } = renderSiteDetail(path, link);
      await screen.findByRole('heading', { level: 1, name: 'Site list' });
      expect(router.state.location.pathname).toBe('/kids-cafe/sites');
      expect(link.calls).toHaveLength(0);
    },
  );
});
